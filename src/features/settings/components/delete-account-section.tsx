import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeleteAccountMutationKey } from '@/generated/api/user/user';
import { DeleteAccountForm } from './delete-account-form';
import { PageSection } from '@/components/display/page-section';
import { DialogLayer } from '@/components/overlays/dialog-layer';

/**
 * The account deletion section of /settings, the KVKK right to erasure. The dialog (focus kept inside, Escape
 * and Vazgeç close it) asks for the password; it is unmounted when closed, so no password stays in memory
 * behind it.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  // While the deletion is on its way the dialog stays open: read from the mutation cache, not reported up.
  const busy = useIsMutating({ mutationKey: getDeleteAccountMutationKey() }) > 0;
  const passwordRef = useRef<HTMLInputElement>(null);

  return (
    <PageSection id="delete-account" title={t('deleteAccount.title')} tone="danger">
      <Stack gap="4" align="flex-start">
        <Text textStyle="sm">{t('deleteAccount.description')}</Text>
        <Text color="fg.muted" textStyle="sm">
          {t('deleteAccount.irreversible')}
        </Text>
        <Dialog.Root
          open={open}
          onOpenChange={({ open: next }) => setOpen(next)}
          role="alertdialog"
          lazyMount
          unmountOnExit
          closeOnInteractOutside={!busy}
          closeOnEscape={!busy}
          placement="center"
          initialFocusEl={() => passwordRef.current}
        >
          <Dialog.Trigger asChild>
            <Button colorPalette="red" variant="outline">
              {t('deleteAccount.open')}
            </Button>
          </Dialog.Trigger>
          <DialogLayer>
            <Dialog.Header>
              <Dialog.Title>{t('deleteAccount.dialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <DeleteAccountForm passwordRef={passwordRef} />
          </DialogLayer>
        </Dialog.Root>
      </Stack>
    </PageSection>
  );
}
