import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogLayer } from './dialog-layer';

export type ConfirmTone = 'danger' | 'brand';

interface ConfirmDialogFooterProps {
  cancelLabel: string;
  confirmLabel: string;
  /** 'danger' for a step that cannot be undone, 'brand' for an ordinary choice. */
  tone: ConfirmTone;
  /** The step is under way: the confirm button spins and cancelling waits for it. */
  busy?: boolean;
  /** Shown on the confirm button while busy (read out instead of the label). */
  busyLabel?: string;
  /** The confirm button stays unusable (e.g. an input above it is invalid). */
  confirmDisabled?: boolean;
}

/**
 * The two buttons of a confirmation or of a form in a dialog: cancel closes the dialog it sits in (its
 * onOpenChange decides what that means), confirm submits the surrounding form, so Enter and a click take the same path. Stacked on a phone, the confirm
 * button on top.
 */
export function ConfirmDialogFooter({
  cancelLabel,
  confirmLabel,
  tone,
  busy = false,
  busyLabel,
  confirmDisabled,
}: ConfirmDialogFooterProps) {
  return (
    <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </Dialog.ActionTrigger>
      {tone === 'danger' ? (
        // red.solid under white text reaches only 4.3:1; one shade darker passes in both modes.
        <Button
          type="submit"
          colorPalette="red"
          bg="red.700"
          _hover={{ bg: 'red.800' }}
          loading={busy}
          loadingText={busyLabel}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      ) : (
        <Button
          type="submit"
          colorPalette="brand"
          loading={busy}
          loadingText={busyLabel}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      )}
    </Dialog.Footer>
  );
}

interface ConfirmDialogProps extends ConfirmDialogFooterProps {
  open: boolean;
  title: string;
  /** One sentence under the title; the dialog's accessible description. */
  description?: string;
  /** More body below the description (e.g. an optional reason to type). */
  children?: ReactNode;
  onConfirm: () => void;
  /** Vazgeç, Escape and a click outside all end here. */
  onCancel: () => void;
  /** 'alertdialog' (the default) for a question that interrupts; 'dialog' when the body is a small form. */
  role?: 'alertdialog' | 'dialog';
  /** Runs once the closing animation is over (e.g. to clear what was typed). */
  onExitComplete?: () => void;
}

/**
 * A question asked before a step: focus stays inside, Escape and Vazgeç cancel, and confirming is a form
 * submission (ignored while busy or disabled, so a double press sends once).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  onConfirm,
  onCancel,
  role = 'alertdialog',
  onExitComplete,
  ...footer
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onCancel();
      }}
      onExitComplete={onExitComplete}
      role={role}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <DialogLayer
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!footer.busy && !footer.confirmDisabled) onConfirm();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        {description || children ? (
          <Dialog.Body>
            {description ? (
              <Dialog.Description mb={children ? '4' : undefined}>{description}</Dialog.Description>
            ) : null}
            {children}
          </Dialog.Body>
        ) : null}
        <ConfirmDialogFooter {...footer} />
      </DialogLayer>
    </Dialog.Root>
  );
}
