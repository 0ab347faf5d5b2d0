import type userEvent from '@testing-library/user-event';

/**
 * Puts `value` into a field the way a paste or autofill does: one input event, not one per character. For tests
 * whose subject is not the typing itself: a keystroke per character re-renders the whole form every time, which
 * made form-filling the slowest part of the unit suite. Where typing is the subject, tests keep `user.type`.
 */
export async function fillField(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  value: string,
): Promise<void> {
  await user.click(field);
  await user.paste(value);
}
