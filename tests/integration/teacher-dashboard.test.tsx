import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { toaster } from '../../src/components/feedback/toaster';
import { getGetAnnouncementsByTeacherMockHandler } from '../../src/generated/api/announcements/announcements.msw';
import { getGetTeacherStatsMockHandler } from '../../src/generated/api/teacher/teacher.msw';
import type { TeacherStats } from '../../src/generated/api/model';
import { renderApp, signIn } from '../render';
import { failOperation } from '../support/operations';

afterEach(() => toaster.remove());

const answerStats = (data: TeacherStats) =>
  server.use(getGetTeacherStatsMockHandler({ success: true, data }));

async function openDashboard() {
  signIn('teacher');
  const app = renderApp({ realtime: false, route: '/teacher-dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Eğitmen Paneli' });
  return app;
}

const statsSection = () => screen.getByRole('region', { name: 'Özet' });
/** The tile of one figure: its list item, found by the label it shows. */
const tile = (label: string) => {
  const found = within(statsSection())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(label) !== null);
  if (!found) throw new Error(`No figure labelled ${label}`);
  return found;
};

describe('teacher dashboard /teacher-dashboard', { timeout: 30_000 }, () => {
  it('sends a student to / and a guest to /, replacing the history entry', async () => {
    signIn('student');
    const student = renderApp({ realtime: false, route: '/teacher-dashboard', history: ['/courses'] });
    await waitFor(() => expect(student.router.state.location.pathname).toBe('/'));
    expect(student.router.state.historyAction).toBe('REPLACE');
    student.unmount();
    localStorage.clear();

    const guest = renderApp({ realtime: false, route: '/teacher-dashboard' });
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Eğitmen Paneli' })).not.toBeInTheDocument();
  });

  it('shows the figures of /v1/teacher/stats the Turkish way', async () => {
    answerStats({
      completedLessons: 1284,
      averageRating: 4.75,
      totalReviews: 12,
      pendingRequests: 3,
      responseRate: 0.9,
    });
    await openDashboard();
    expect(await within(statsSection()).findByText('1.284')).toBeInTheDocument();
    expect(tile('Tamamlanan ders')).toHaveTextContent('1.284');
    expect(tile('Ortalama puan')).toHaveTextContent('4,8');
    expect(tile('Değerlendirme')).toHaveTextContent('12');
    expect(tile('Bekleyen talep')).toHaveTextContent('3');
    expect(tile('Yanıt oranı')).toHaveTextContent('%90');
    expect(tile('Yanıt oranı')).toHaveTextContent(
      'Son 30 günde gelen taleplerden süresi dolmadan yanıtladıklarınız.',
    );
    // The page's other parts: the requests to answer and the teacher's listings.
    expect(screen.getByRole('region', { name: 'İlanlarım' })).toBeInTheDocument();
  });

  it('explains a rating and a response rate the server has none for', async () => {
    answerStats({
      completedLessons: 0,
      averageRating: null,
      totalReviews: 0,
      pendingRequests: 0,
      responseRate: null,
    });
    await openDashboard();
    expect(
      await within(statsSection()).findByText('Henüz değerlendirme yok, puan oluşmadı.'),
    ).toBeInTheDocument();
    expect(tile('Ortalama puan')).toHaveTextContent('—');
    expect(tile('Yanıt oranı')).toHaveTextContent('—');
    expect(tile('Yanıt oranı')).toHaveTextContent('Son 30 günde yanıtlanacak talep gelmedi.');
    expect(tile('Tamamlanan ders')).toHaveTextContent('0');
  });

  it('says why the figures did not load and loads them again on request', async () => {
    server.use(failOperation('getTeacherStats', { status: 500 }));
    const user = userEvent.setup();
    await openDashboard();
    expect(
      await within(statsSection()).findByText('Sunucu şu anda yanıt veremiyor. Biraz sonra tekrar deneyin.'),
    ).toBeInTheDocument();
    // The server is back (the newest handler answers first).
    answerStats({
      completedLessons: 7,
      averageRating: 4.2,
      totalReviews: 5,
      pendingRequests: 1,
      responseRate: 1,
    });
    await user.click(within(statsSection()).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(statsSection()).findByText('%100')).toBeInTheDocument();
    expect(tile('Ortalama puan')).toHaveTextContent('4,2');
  });

  it('says when the teacher has no listings yet, and why the listings did not load', async () => {
    server.use(getGetAnnouncementsByTeacherMockHandler({ success: true, data: { content: [] } }));
    const first = await openDashboard();
    const listings = () => screen.getByRole('region', { name: 'İlanlarım' });
    expect(
      await within(listings()).findByText(
        'Henüz ilanınız yok. İlk ilanınızı oluşturun, öğrenciler sizi bulsun.',
      ),
    ).toBeInTheDocument();
    expect(within(listings()).getByRole('button', { name: 'Yeni ilan' })).toBeEnabled();
    first.unmount();

    server.use(failOperation('getAnnouncementsByTeacher', 'network'));
    await openDashboard();
    expect(
      await within(listings()).findByText('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(within(listings()).getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
