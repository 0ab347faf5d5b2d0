import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens a header dropdown by its button (named `name`, with an unread count after it) and returns its panel. */
export async function openDropdown(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return { user, panel: await screen.findByRole('dialog', { name }) };
}
