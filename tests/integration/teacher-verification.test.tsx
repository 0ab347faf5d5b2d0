import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db/store';
import { DEMO_TEACHER } from '../../mocks/db/demo';
import { renderApp, signIn } from '../render';

/*
 * The 'Doğrulanmış Eğitmen' badge on the card, the profile and the listing, and the teacher's verification in
 * the dashboard, against the seeded mock db: zeynepcelik (7) has her identity verified and a rejected diploma;
 * mehmetkaya (12) has nothing verified.
 */
/** The badge: its words, with what was verified as its tooltip (title) and as hidden text for screen readers. */
const badgeIn = (scope: HTMLElement) =>
  within(scope).queryByText(
    (_, element) => element?.getAttribute('title')?.startsWith('Doğrulananlar') === true,
  );

async function cardOf(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 3, name });
  const card = screen
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { level: 3, name }));
  if (!card) throw new Error(`No card of ${name}`);
  return card;
}

describe('verified teachers', { timeout: 30_000 }, () => {
  it('shows the badge on a verified card and says what was verified', async () => {
    renderApp({ route: '/teachers?q=%C3%87elik', realtime: false });
    const badge = badgeIn(await cardOf('Zeynep Çelik'));
    expect(badge).toHaveAttribute('title', 'Doğrulananlar: Kimlik');
    expect(badge).toHaveTextContent('Doğrulanmış Eğitmen (Doğrulananlar: Kimlik)');
    expect(badge).toBeVisible();
  });

  it('leaves the badge out for a teacher whose identity is not verified', async () => {
    renderApp({ route: '/teachers?q=mehmetkaya', realtime: false });
    expect(badgeIn(await cardOf('Mehmet Kaya'))).toBeNull();
  });

  it('shows the badge on the profile and on a listing of a verified teacher', async () => {
    const profile = renderApp({ route: `/profile/${DEMO_TEACHER.id}`, realtime: false });
    await screen.findByRole('heading', { level: 1, name: 'Zeynep Çelik' });
    expect(badgeIn(document.body)).toHaveAttribute('title', 'Doğrulananlar: Kimlik');
    profile.unmount();

    const db = await getDb();
    const listing = db.announcements.findFirst((q) => q.where({ teacherId: DEMO_TEACHER.id }))!;
    renderApp({ route: `/courses/${listing.id}`, realtime: false });
    await screen.findByRole('heading', { level: 1, name: listing.title });
    expect(badgeIn(document.body)).toBeVisible();
  });

  it('shows the teacher what is verified, what is missing and the documents, and uploads a document', async () => {
    // The file picker would hide a foreign file; the form's own check is what is tested here.
    const user = userEvent.setup({ applyAccept: false });
    signIn('teacher');
    renderApp({ route: '/teacher-dashboard', realtime: false });
    const section = await screen.findByRole('region', { name: 'Doğrulama Durumunuz' });
    expect(await within(section).findByText('Eksik belgeler: Diploma')).toBeVisible();
    const checks = within(section).getByRole('list', { name: 'Doğrulananlar' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['KimlikDoğrulandı', 'DiplomaEksik']);
    expect(within(section).getByText('Diploma: diploma.jpg')).toBeVisible();
    expect(within(section).getByText('Reddedildi')).toBeVisible();
    expect(within(section).getByText(/Neden: Belge okunamıyor/)).toBeVisible();
    // The first missing type is offered first.
    expect(within(section).getByRole('combobox', { name: 'Belge türü' })).toHaveValue('DIPLOMA');

    const file = within(section).getByLabelText('Belge dosyası');
    await user.upload(file, new File(['x'], 'diploma.exe', { type: 'application/octet-stream' }));
    await user.click(within(section).getByRole('button', { name: 'Belgeyi Yükle' }));
    expect(
      within(section).getByText('Yalnızca PDF, JPEG veya PNG belgeleri yükleyebilirsiniz.'),
    ).toBeVisible();

    await user.upload(file, new File(['%PDF'], 'yeni-diploma.pdf', { type: 'application/pdf' }));
    await user.click(within(section).getByRole('button', { name: 'Belgeyi Yükle' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Belgeniz alındı; incelendikten sonra doğrulama durumunuz güncellenir.',
    );
    expect(await within(section).findByText('Diploma: yeni-diploma.pdf')).toBeVisible();
    expect(within(section).getByText('İnceleniyor')).toBeVisible();
  });
});
