import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Teacher } from '@/generated/api/model';
import { renderWithProviders } from '../../../../tests/render';
import { TeacherCard } from './teacher-card';

const base: Teacher = {
  id: 7,
  name: 'ılgın',
  surName: 'irem',
  username: 'ilginirem',
  averageRating: 4.83,
  totalReviews: 12,
  completedLessons: 40,
  location: 'İstanbul/Kadıköy',
};

function renderCard(teacher: Partial<Teacher>) {
  const view = renderWithProviders(<TeacherCard teacher={{ ...base, ...teacher }} />, { router: true });
  return { ...view, card: screen.getByRole('article') };
}

describe('TeacherCard', () => {
  it('shows name, initials, rating, reviews, location, lessons and the profile link', () => {
    const { card } = renderCard({});
    expect(screen.getByRole('heading', { name: 'ılgın irem' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Iİ');
    expect(card).toHaveTextContent('4,8');
    expect(card).toHaveTextContent('(12)');
    expect(card).toHaveTextContent('İstanbul / Kadıköy');
    expect(card).toHaveTextContent('40 Ders');
    expect(screen.getByRole('link', { name: 'Profili İncele' })).toHaveAttribute('href', '/profile/id/7');
    // eslint-disable-next-line testing-library/no-node-access -- the rating band is a colour with no accessible form; the theme reads this attribute
    expect(card.querySelector('[data-band]')).toHaveAttribute('data-band', 'green');
  });

  it("says 'Puan yok' with a grey icon and hides a zero review count", () => {
    const { card } = renderCard({ averageRating: null, totalReviews: 0 });
    expect(card).toHaveTextContent('Puan yok');
    expect(card).not.toHaveTextContent('(0)');
    // eslint-disable-next-line testing-library/no-node-access -- the rating band is a colour with no accessible form; the theme reads this attribute
    expect(card.querySelector('[data-band]')).toHaveAttribute('data-band', 'gray');
  });

  it.each([null, 'null', 'null/null'])("shows 'Konum bilgisi yok' for %s", (location) => {
    const { card } = renderCard({ location });
    expect(card).toHaveTextContent('Konum bilgisi yok');
  });

  it('hides the location row when the text is empty, and counts missing lessons as 0', () => {
    const { card } = renderCard({ location: '', completedLessons: null });
    expect(card).not.toHaveTextContent('Konum');
    expect(card).toHaveTextContent('0 Ders');
  });
});
