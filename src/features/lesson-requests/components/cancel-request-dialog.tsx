import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface CancelRequestDialogProps {
  open: boolean;
  busy: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}

/** 'Ders talebini geri çekmek istiyor musun?': a withdrawal cannot be undone, so it is confirmed first. */
export function CancelRequestDialog({ open, busy, onDismiss, onConfirm }: CancelRequestDialogProps) {
  const { t } = useTranslation('lesson-requests');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onDismiss();
      }}
      role="alertdialog"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('cancelDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('cancelDialog.body')}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onDismiss} disabled={busy}>
                {t('cancelDialog.dismiss')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {t('cancelDialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
