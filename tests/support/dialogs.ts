import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

type DialogRole = 'dialog' | 'alertdialog';

/**
 * Finds an open dialog and waits until the focus is inside it. Chakra's dialogs start their focus trap one
 * animation frame after they appear: a test that presses a button before that (faster than any person) closes a
 * dialog that never trapped the focus, so nothing returns it, and the checks of where it went fail on a busy
 * machine only. The focus moving into the dialog is the signal a person gets that it is ready.
 */
export async function findOpenDialog(role: DialogRole, name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
  return dialog;
}

/**
 * Waits until no dialog is open. jsdom runs no exit animation, so a closed dialog may stay in the document
 * with `data-state="closed"`: that is what closed means here.
 */
export async function waitForDialogClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')?.dataset.state ?? 'closed').toBe('closed'));
}
