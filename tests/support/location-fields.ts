import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Chooses a city in the location fields (Şehir, İlçe) of the page or of `scope`, waits for its districts to
 * load and chooses one.
 */
export async function chooseLocation(
  user: ReturnType<typeof userEvent.setup>,
  place: { city: string; district: string },
  scope: HTMLElement = document.body,
): Promise<void> {
  const city = within(scope).getByRole('combobox', { name: /Şehir/ });
  await within(city).findByRole('option', { name: place.city });
  await user.selectOptions(city, place.city);
  const district = within(scope).getByRole('combobox', { name: /İlçe/ });
  await within(district).findByRole('option', { name: place.district });
  await user.selectOptions(district, place.district);
}
