import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';
import type { SafetyTarget } from '@/components/overlays/safety-slot';
import { useActionLock } from '@/hooks/use-action-lock';
import { useBlockActions } from '@/hooks/use-block-actions';
import { failureText } from '@/lib/api/screen-failure';

interface BlockDialogProps {
  target: SafetyTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Engelle' asks first: what a block does (no messages or lesson requests either way, the history stays, it
 * can be lifted in Ayarlar). Confirming sends one call however often it is pressed.
 */
export function BlockDialog({ target, open, onClose }: BlockDialogProps) {
  const { t } = useTranslation('safety');
  const { block } = useBlockActions();
  const lock = useActionLock();

  const confirm = () =>
    lock.run(async () => {
      try {
        await block.mutateAsync({ userId: target.id });
        toaster.create({ type: 'success', title: t('block.done', { name: target.label }) });
        onClose();
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error, { failed: t('block.failed') }) });
      }
    });

  return (
    <ConfirmDialog
      open={open}
      title={t('block.title', { name: target.label })}
      description={t('block.description')}
      cancelLabel={t('block.cancel')}
      confirmLabel={t('block.confirm')}
      tone="danger"
      busy={lock.isLocked()}
      busyLabel={t('block.busy')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
