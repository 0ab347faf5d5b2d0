import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { fillField } from './fill';

export const registerField = (name: RegExp) => screen.getByRole('textbox', { name });
// Both tabs' forms stay mounted; only the open tab panel is in the accessibility tree.
export const registerPasswordInput = (label: RegExp) =>
  within(screen.getByRole('tabpanel')).getByLabelText(label, { selector: 'input' });

export interface RegisterPerson {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

const DENIZ: RegisterPerson = {
  firstName: 'Deniz',
  lastName: 'Arslan',
  username: 'denizarslan',
  email: 'deniz.arslan@ornek.com.tr',
};

/**
 * Fills every required field of the student form validly and waits until Kayıt Ol may be pressed (pasted, not
 * typed: the tests that use it are about another field or the submit).
 */
export async function fillValidStudent(user: ReturnType<typeof userEvent.setup>, person = DENIZ) {
  await fillField(user, registerField(/^İsim/), person.firstName);
  await fillField(user, registerField(/^Soyisim/), person.lastName);
  await fillField(user, registerField(/^Kullanıcı adı/), person.username);
  await fillField(user, registerField(/^E-posta/), person.email);
  await fillField(user, registerPasswordInput(/^Şifre\W*$/), 'Guclu.Sifre1');
  await fillField(user, registerPasswordInput(/^Şifre \(tekrar\)/), 'Guclu.Sifre1');
  const examType = screen.getByRole('combobox', { name: /Sınav türü/ });
  await waitFor(() => expect(within(examType).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(examType, within(examType).getAllByRole('option')[1]!);
  await user.click(screen.getByRole('checkbox', { name: /Kullanım şartlarını/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Kayıt Ol' })).toBeEnabled());
}

/** On the teacher tab: waits for the main expertises, chooses the first and returns the sub-expertise list. */
export async function chooseFirstMainExpertise(
  user: ReturnType<typeof userEvent.setup>,
): Promise<HTMLElement> {
  const main = screen.getByRole('combobox', { name: /Ana uzmanlık alanı/ });
  await waitFor(() => expect(within(main).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(main, within(main).getAllByRole('option')[1]!);
  return screen.getByRole('combobox', { name: /Alt uzmanlık alanı/ });
}
