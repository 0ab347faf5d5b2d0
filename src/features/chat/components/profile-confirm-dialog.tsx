import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';

interface ProfileConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Hocanın profiline gitmek ister misiniz?' as a dialog (focus kept inside, Escape and Vazgeç close it). */
export function ProfileConfirmDialog({ open, onCancel, onConfirm }: ProfileConfirmDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <ConfirmDialog
      open={open}
      title={t('profileDialog.title')}
      cancelLabel={t('profileDialog.cancel')}
      confirmLabel={t('profileDialog.confirm')}
      tone="brand"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
