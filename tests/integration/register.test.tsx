import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { getRegisterStudentMockHandler } from '../../src/generated/api/auth/auth.msw';
import { getGetSubcategoriesMockHandler } from '../../src/generated/api/categories/categories.msw';
import { getGetRootExamTypesMockHandler } from '../../src/generated/api/study/study.msw';
import { readAccessToken, readPendingUser } from '../../src/lib/api';
import { formatPhone } from '../../src/lib/validation/phone';
import { renderApp } from '../render';
import { recordRequests } from '../support/record-requests';
import { chooseFirstMainExpertise, fillValidStudent, registerField } from '../support/register-form';
import { here } from '../support/router-location';

const field = registerField;

async function openRegister(route = '/register') {
  const user = userEvent.setup();
  const app = renderApp({ realtime: false, route });
  await screen.findByRole('textbox', { name: /^İsim/ });
  return { user, ...app };
}

describe('registration /register', { timeout: 30_000 }, () => {
  it('preselects the tab from the URL and keeps the URL in step with the tab', async () => {
    const { user, router } = await openRegister('/register?tab=teacher');
    expect(screen.getByRole('tab', { name: 'Eğitmen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: /Ana uzmanlık alanı/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Öğrenci' }));
    await waitFor(() => expect(here(router)).toBe('/register?tab=student'));
    expect(await screen.findByRole('combobox', { name: /Sınav türü/ })).toBeInTheDocument();
  });

  it.each([
    ['username', /^Kullanıcı adı/, 'zeynepcelik', 'Bu kullanıcı adı zaten kullanımda'],
    ['e-mail', /^E-posta/, 'elif.demir@ornek.com.tr', 'Bu e-posta zaten kullanımda'],
  ])('says a taken %s is taken', async (_kind, label, value, message) => {
    const { user } = await openRegister();
    const input = field(label);
    await user.type(input, value);
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a taken phone is taken, and a free username is free', async () => {
    const taken = (await getDb()).users.findFirst((q) => q.where({ phone: (value) => value !== null }));
    const { user } = await openRegister();
    const phone = screen.getByRole('textbox', { name: /^Telefon/ });
    await user.type(phone, taken?.phone?.slice(1) ?? '');
    expect(phone).toHaveValue(formatPhone(taken?.phone ?? ''));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Bu telefon numarası zaten kullanımda'));
    const username = field(/^Kullanıcı adı/);
    await user.type(username, 'Yeni Kullanici');
    expect(username).toHaveValue('yenikullanici');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Bu kullanıcı adı kullanılabilir'));
  });

  it('capitalises names as typed and caps a typed username at 100 characters', async () => {
    const { user } = await openRegister();
    await user.type(field(/^İsim/), 'irem');
    expect(field(/^İsim/)).toHaveValue('İrem');
    await user.type(field(/^Soyisim/), 'ılgın şahin');
    expect(field(/^Soyisim/)).toHaveValue('Ilgın Şahin');
    const username = field(/^Kullanıcı adı/);
    await user.click(username);
    await user.paste('A'.repeat(101));
    expect(username).toHaveValue('a'.repeat(100));
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('Kullanıcı adı en fazla 100 karakter olabilir'),
    );
  });

  it('registers a new student and goes to /verify-email with the pending user kept', async () => {
    const { user, router } = await openRegister();
    await fillValidStudent(user, {
      firstName: 'ılgın',
      lastName: 'şahin',
      username: 'ilginsahin',
      email: 'ilgin.sahin@ornek.com.tr',
    });
    // Names are capitalised the Turkish way as they are typed: ı → I, not İ.
    expect(field(/^İsim/)).toHaveValue('Ilgın');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    await waitFor(() =>
      expect(here(router)).toBe('/verify-email?email=ilgin.sahin%40ornek.com.tr&registration=true'),
    );
    expect(readPendingUser()).toMatchObject({ username: 'ilginsahin', role: 'ROLE_STUDENT' });
    expect(readAccessToken()).toBeTruthy();
  });

  it('refuses a username with `/`, `?` or `<` by the username rule and sends nothing', async () => {
    const requests = recordRequests();
    const { user, router } = await openRegister();
    await fillValidStudent(user, {
      firstName: 'Deniz',
      lastName: 'Arslan',
      username: 'ab/c?d<e#%',
      email: 'deniz.arslan@ornek.com.tr',
    });
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    const input = field(/^Kullanıcı adı/);
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'Kullanıcı adında yalnızca a–z küçük harfler, rakamlar, nokta (.) ve alt çizgi (_) kullanılabilir',
      ),
    );
    expect(here(router)).toBe('/register');
    // Neither the registration nor an availability check carries a value the server would refuse.
    expect(requests.filter((request) => /register|check\/username/.test(request))).toEqual([]);
  });

  it('shows every failed rule on submit and moves focus to the first', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(field(/^İsim/)).toHaveFocus());
    expect(field(/^İsim/)).toHaveAccessibleDescription('İsim alanı zorunludur');
    expect(field(/^Soyisim/)).toHaveAccessibleDescription('Soyisim alanı zorunludur');
    expect(screen.getByText('Sınav türü seçilmelidir')).toBeInTheDocument();
    expect(screen.getByText('Kullanım şartlarını kabul etmelisiniz')).toBeInTheDocument();
  });

  it('shows a refused registration as an alert with the server message', async () => {
    server.use(
      getRegisterStudentMockHandler(() => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer with an error
        throw new Response(JSON.stringify({ success: false, message: 'Sunucu reddetti' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const { user } = await openRegister();
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu reddetti');
  });

  it('says so when the exam types cannot be loaded', async () => {
    server.use(
      getGetRootExamTypesMockHandler(() => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer with an error
        throw new Response(null, { status: 500 });
      }),
    );
    await openRegister();
    expect(await screen.findByText('Sınav türleri yüklenemedi')).toBeInTheDocument();
  });

  it('logs a failed sub-expertise load and leaves that list empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      getGetSubcategoriesMockHandler(() => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer with an error
        throw new Response(null, { status: 500 });
      }),
    );
    const { user } = await openRegister('/register?tab=teacher');
    const sub = await chooseFirstMainExpertise(user);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Could not load sub-expertise list', expect.anything()),
    );
    // Only the placeholder: no options from a failed answer.
    expect(within(sub).getAllByRole('option')).toHaveLength(1);
  });
});
