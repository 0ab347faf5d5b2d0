import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ProfileConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Hocanın profiline gitmek ister misiniz?' as a dialog (focus kept inside, Escape and Vazgeç close it). */
export function ProfileConfirmDialog({ open, onCancel, onConfirm }: ProfileConfirmDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onCancel();
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
              <Dialog.Title>{t('profileDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('profileDialog.cancel')}
              </Button>
              <Button colorPalette="brand" onClick={onConfirm}>
                {t('profileDialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
