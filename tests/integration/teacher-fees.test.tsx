import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetAnnouncementsByTeacherMockHandler } from '../../src/generated/api/announcements/announcements.msw';
import type { Teacher, TeacherPageResponse } from '../../src/generated/api/model';
import { getGetAllTeachersMockHandler } from '../../src/generated/api/teacher/teacher.msw';
import { server } from '../../mocks/node';
import { renderApp } from '../render';

/*
 * The fee a teacher starts from and their lesson modes on the cards, and the fee range on the profile, against
 * the seeded mock db: zeynepcelik (teacher 7) has listings at ₺550 to ₺1.150, one of them online and in person;
 * mehmetkaya (teacher 12) has two at ₺600, one online and one in person.
 */
async function cardOf(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 3, name });
  const card = screen
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { level: 3, name }));
  if (!card) throw new Error(`No card of ${name}`);
  return card;
}
const modesOf = (card: HTMLElement) => {
  const list = within(card).queryByRole('list', { name: 'Ders şekilleri' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

describe('fees and lesson modes on teacher cards', { timeout: 30_000 }, () => {
  it('shows the fee a teacher starts from, per hour, and the modes of their listings', async () => {
    renderApp({ route: '/teachers?q=Zeynep%20%C3%87elik', realtime: false });
    const card = await cardOf('Zeynep Çelik');
    expect(within(card).getByText('En düşük ₺550 / saat')).toBeVisible();
    expect(modesOf(card)).toEqual(['Online', 'Yüz yüze']);
  });

  it('shows no fee and no modes when the server does not send them, and ignores an unknown mode', async () => {
    const teacher = (id: number, name: string, extra: Partial<Teacher>): Teacher => ({
      id,
      name,
      surName: 'Test',
      username: `${name.toLowerCase()}test`,
      totalReviews: 0,
      completedLessons: 3,
      location: 'İstanbul/Kadıköy',
      ...extra,
    });
    const page: TeacherPageResponse = {
      success: true,
      data: {
        content: [
          // A server without the fields (the spec's card).
          teacher(901, 'Ahmet', {}),
          // A teacher with no listing.
          teacher(902, 'Berk', { minPrice: null, lessonModes: [] }),
          // A mode this app does not know (a newer server's) is left out.
          teacher(903, 'Cem', { minPrice: 400, lessonModes: ['HYBRID' as never, 'IN_PERSON'] }),
        ],
        totalPages: 1,
        totalElements: 3,
      },
    };
    server.use(getGetAllTeachersMockHandler(page));
    renderApp({ route: '/teachers', realtime: false });

    for (const name of ['Ahmet Test', 'Berk Test']) {
      const card = await cardOf(name);
      expect(within(card).queryByText(/saat/)).not.toBeInTheDocument();
      expect(within(card).queryByRole('list', { name: 'Ders şekilleri' })).not.toBeInTheDocument();
    }
    const cem = await cardOf('Cem Test');
    expect(within(cem).getByText('En düşük ₺400 / saat')).toBeVisible();
    expect(modesOf(cem)).toEqual(['Yüz yüze']);
  });
});

describe('fee range on the profile', { timeout: 30_000 }, () => {
  it("spans the teacher's cheapest to dearest listing, per hour", async () => {
    renderApp({ route: '/profile/id/7', realtime: false });
    expect(await screen.findByText('₺550 – ₺1.150 / saat')).toBeVisible();
  });

  it('says one fee when every listing has the same', async () => {
    renderApp({ route: '/profile/id/12', realtime: false });
    expect(await screen.findByText('₺600 / saat')).toBeVisible();
  });

  it('shows no fee for a teacher without listings', async () => {
    server.use(
      getGetAnnouncementsByTeacherMockHandler({
        success: true,
        data: { content: [], totalPages: 0, totalElements: 0 },
      }),
    );
    renderApp({ route: '/profile/id/7', realtime: false });
    expect(await screen.findByText('Eğitmenin şu anda yayında bir ilanı yok.')).toBeVisible();
    expect(screen.queryByText(/\/ saat/)).not.toBeInTheDocument();
  });
});
