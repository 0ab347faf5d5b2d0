import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { findUserByPhone } from '../../mocks/db/services/users';
import { server } from '../../mocks/node';
import { renderApp, testUsers } from '../render';
import { onOperation } from '../support/operations';
import { fillValidStudent, registerField } from '../support/register-form';
import { openSettings } from '../support/settings';

/*
 * One phone number, written every way people write it, typed, pasted or autofilled into the registration form
 * and the settings form: each stores 05321234567, the availability check asks about 05321234567, and the field
 * shows it grouped. The rule itself (lib/validation/phone) has its own table; this one goes through the forms.
 */
const STORED = '05321234567';
const SHOWN = '0 532 123 45 67';

type Entry = 'typed' | 'pasted' | 'autofilled';
const CASES: [string, Entry][] = [
  ['0532 123 45 67', 'typed'],
  ['532 123 45 67', 'typed'],
  ['+90 532 123 45 67', 'typed'],
  ['0090 532 123 45 67', 'typed'],
  ['90 532 123 45 67', 'typed'],
  ['(0532) 123-45-67', 'typed'],
  ['+90 532 123 45 67', 'pasted'],
  ['0090 532 123 45 67', 'pasted'],
  ['(0532) 123-45-67', 'pasted'],
  // What autocomplete="tel" fills in: the whole number at once, in international form.
  ['+905321234567', 'autofilled'],
];

async function enter(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  value: string,
  how: Entry,
) {
  await user.clear(input);
  if (how === 'typed') await user.type(input, value);
  if (how === 'pasted') {
    await user.click(input);
    await user.paste(value);
  }
  if (how === 'autofilled') fireEvent.change(input, { target: { value } });
}

/** The phone of every availability check and the JSON body of every call to `operation`, as sent. */
function watchPhoneCalls(operation: 'registerStudent' | 'updateProfile') {
  const checked: (string | null)[] = [];
  const bodies: { phone?: string }[] = [];
  server.use(
    onOperation('checkPhone', ({ request }) => {
      checked.push(new URL(request.url).searchParams.get('phone'));
    }),
    onOperation(operation, async ({ request }) => {
      bodies.push((await request.clone().json()) as { phone?: string });
    }),
  );
  return { checked, bodies };
}

beforeEach(async () => {
  // The number must be free in the seed, or every form would rightly refuse it as taken.
  if (findUserByPhone(await getDb(), STORED)) throw new Error(`${STORED} is taken in the seed`);
});

describe('a phone as people write it, through the registration form', { timeout: 30_000 }, () => {
  it.each(CASES)('%j %s is stored as 05321234567', async (value, how) => {
    const user = userEvent.setup();
    const { router } = renderApp({ realtime: false, route: '/register' });
    await screen.findByRole('textbox', { name: /^İsim/ });
    const calls = watchPhoneCalls('registerStudent');
    const phone = registerField(/^Telefon/);
    await enter(user, phone, value, how);
    expect(phone).toHaveValue(SHOWN);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Bu telefon numarası kullanılabilir'));
    expect(calls.checked).toEqual([STORED]);

    const suffix = `${CASES.findIndex((entry) => entry[0] === value && entry[1] === how)}`;
    await fillValidStudent(user, {
      firstName: 'Deniz',
      lastName: 'Arslan',
      username: `telefon${suffix}`,
      email: `telefon${suffix}@ornek.com.tr`,
    });
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(calls.bodies.map((body) => body.phone)).toEqual([STORED]);
    expect(findUserByPhone(await getDb(), STORED)?.username).toBe(`telefon${suffix}`);
  });

  it('gives a number that is not Turkish, or not 11 digits, the Turkish message and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/register' });
    await screen.findByRole('textbox', { name: /^İsim/ });
    const calls = watchPhoneCalls('registerStudent');
    const phone = registerField(/^Telefon/);
    for (const value of ['+44 20 7946 0958', '0532 123 45 67 8', '00 532 123 45 67']) {
      await enter(user, phone, value, 'typed');
      await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
      await waitFor(() =>
        expect(phone).toHaveAccessibleDescription('Telefon numarası 0 ile başlamalı ve 11 haneli olmalıdır'),
      );
    }
    expect(calls.checked).toEqual([]);
    expect(calls.bodies).toEqual([]);
  });
});

describe('a phone as people write it, through the settings form', { timeout: 30_000 }, () => {
  it.each(CASES)('%j %s is stored as 05321234567', async (value, how) => {
    const { user } = await openSettings('student', { untilForm: true });
    const calls = watchPhoneCalls('updateProfile');
    const section = screen.getByRole('region', { name: 'Profil bilgileri' });
    const phone = within(section).getByRole('textbox', { name: /^Telefon/ });
    await enter(user, phone, value, how);
    expect(phone).toHaveValue(SHOWN);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Bu telefon numarası kullanılabilir'));
    expect(calls.checked).toEqual([STORED]);

    await user.click(within(section).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeInTheDocument();
    expect(calls.bodies.map((body) => body.phone)).toEqual([STORED]);
    expect(findUserByPhone(await getDb(), STORED)?.id).toBe(testUsers.student.id);
    expect(phone).toHaveValue(SHOWN);
  });
});
