import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT, getDb } from '../../mocks/db';
import { HOME_H1, renderApp, signIn, type TestAccount } from '../render';
import { expectReplacedBy } from '../support/router-location';

describe('/student-dashboard', () => {
  it.each<[string, TestAccount | null]>([
    ['a teacher', 'teacher'],
    ['a guest', null],
  ])('sends %s to / in place of the dashboard', async (_, who) => {
    if (who) signIn(who);
    const { router } = renderApp({ realtime: false, route: '/student-dashboard', history: ['/faq'] });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Öğrenci Paneli' })).not.toBeInTheDocument();
    await expectReplacedBy(router, '/', '/faq');
  });

  it('shows a student the teachers she contacted, with their profile and the chat', async () => {
    signIn('student');
    renderApp({ realtime: false, route: '/student-dashboard' });
    const section = await screen.findByRole('region', { name: 'İletişime geçtiğim eğitmenler' });
    const db = await getDb();
    const teacherIds = new Set(
      db.lessonRequests.findMany((q) => q.where({ studentId: DEMO_STUDENT.id })).map((r) => r.teacherId),
    );
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(teacherIds.size);

    const zeynep = items.find((item) => item.textContent?.includes('Zeynep Çelik'));
    if (!zeynep) throw new Error('the demo teacher is not among the contacted teachers');
    expect(within(zeynep).getByRole('link', { name: 'Profil: Zeynep Çelik' })).toHaveAttribute(
      'href',
      '/profile/id/7',
    );
    expect(within(zeynep).getByRole('link', { name: 'Mesaj: Zeynep Çelik' })).toHaveAttribute(
      'href',
      '/chat?receiverUsername=zeynepcelik',
    );
  });

  it('lists her saved teachers, and Kaldır takes one out', async () => {
    signIn('student');
    renderApp({ realtime: false, route: '/student-dashboard' });
    const list = await screen.findByRole('list', { name: 'Kaydettiğim eğitmenler' });
    const before = within(list).getAllByRole('listitem');
    expect(before.length).toBeGreaterThan(0);
    const first = before[0]!;
    const name = within(first).getByRole('link').textContent ?? '';

    await userEvent.setup().click(within(first).getByRole('button', { name: `Kaldır: ${name}` }));
    await waitFor(() => expect(within(list).queryByRole('link', { name })).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(before.length - 1);
  });
});

describe('/dashboard', () => {
  it('sends a guest to sign in and back', async () => {
    const { router } = renderApp({ realtime: false, route: '/dashboard', history: ['/faq'] });
    await expectReplacedBy(router, '/login?redirectTo=%2Fdashboard', '/faq');
  });

  it.each<[TestAccount, string]>([
    ['teacher', '/teacher-dashboard'],
    ['student', '/student-dashboard'],
  ])('sends a %s on to their own dashboard', async (who, href) => {
    signIn(who);
    const { router } = renderApp({ realtime: false, route: '/dashboard', history: ['/faq'] });
    await expectReplacedBy(router, href, '/faq');
  });

  it('gives any other role an overview of what it can open', async () => {
    signIn('admin');
    renderApp({ realtime: false, route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    const links = within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profilim', '/profile'],
      ['Ayarlar', '/settings'],
      ['Bildirimler', '/notifications'],
      ['Mesajlar', '/chat'],
      ['Eğitmenler', '/teachers'],
      ['Kurslar', '/courses'],
    ]);
  });
});
