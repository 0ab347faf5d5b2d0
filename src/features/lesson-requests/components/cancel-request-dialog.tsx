import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';

interface CancelRequestDialogProps {
  open: boolean;
  busy: boolean;
  onDismiss: () => void;
  onConfirm: () => void;
}

/** 'Ders talebini geri çekmek istiyor musunuz?': a withdrawal cannot be undone, so it is confirmed first. */
export function CancelRequestDialog({ open, busy, onDismiss, onConfirm }: CancelRequestDialogProps) {
  const { t } = useTranslation('lesson-requests');
  return (
    <ConfirmDialog
      open={open}
      title={t('cancelDialog.title')}
      description={t('cancelDialog.body')}
      cancelLabel={t('cancelDialog.dismiss')}
      confirmLabel={t('cancelDialog.confirm')}
      tone="danger"
      busy={busy}
      onCancel={onDismiss}
      onConfirm={onConfirm}
    />
  );
}
