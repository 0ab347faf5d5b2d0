import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/** What a form in a dialog tells the dialog: whether closing would lose something, and how to forget it. */
export interface UnsavedChanges {
  unsaved: boolean;
  discard: () => void;
}

export type UnsavedChangesRef = RefObject<UnsavedChanges>;

const NOTHING_UNSAVED: UnsavedChanges = { unsaved: false, discard: () => undefined };

/**
 * A dialog whose form may hold unsaved text: every way of closing it (Escape, the close button, Vazgeç, a
 * click outside) goes through `requestClose`, which closes at once when nothing is unsaved and otherwise asks
 * first. Keeping returns to the form as it was; discarding forgets the draft and closes. The form reports
 * into `changesRef` with useReportUnsavedChanges.
 */
export function useDiscardGuard(close: () => void) {
  const changesRef = useRef<UnsavedChanges>(NOTHING_UNSAVED);
  const [asking, setAsking] = useState(false);

  const requestClose = useCallback(() => {
    if (changesRef.current.unsaved) {
      setAsking(true);
      return;
    }
    changesRef.current.discard();
    close();
  }, [close]);

  const dialog = useMemo(
    () => ({
      open: asking,
      onKeep: () => setAsking(false),
      onDiscard: () => {
        setAsking(false);
        changesRef.current.discard();
        close();
      },
    }),
    [asking, close],
  );

  return { changesRef, requestClose, dialog };
}

/** The form's side of useDiscardGuard: keeps the dialog told of what it holds. */
export function useReportUnsavedChanges(
  changesRef: UnsavedChangesRef | undefined,
  unsaved: boolean,
  discard: () => void,
): void {
  useEffect(() => {
    if (!changesRef) return undefined;
    changesRef.current = { unsaved, discard };
    return () => {
      changesRef.current = NOTHING_UNSAVED;
    };
  }, [changesRef, unsaved, discard]);
}

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * 'Kaydedilmemiş değişiklikler silinsin mi?': keeping is the safe choice and comes first (Escape, a click
 * outside and the first button all keep); discarding is the red one.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={open}
      title={t('discard.title')}
      description={t('discard.description')}
      cancelLabel={t('discard.keep')}
      confirmLabel={t('discard.confirm')}
      tone="danger"
      onCancel={onKeep}
      onConfirm={onDiscard}
    />
  );
}
