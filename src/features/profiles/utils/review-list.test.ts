import { describe, expect, it } from 'vitest';
import type { Review } from '@/generated/api/model';
import { collectReviews, nextReviewPage, starText } from './review-list';

const review = (id: number): Review => ({
  id,
  teacherId: 7,
  studentName: `Öğrenci ${id}`,
  rating: 5,
  comment: null,
  createdAt: '2026-01-10T23:47:09.000Z',
});

describe('nextReviewPage', () => {
  it('asks for the next page while last is false', () => {
    expect(nextReviewPage({ content: [], last: false, totalPages: 3 }, 0)).toBe(1);
    expect(nextReviewPage({ content: [], last: true, totalPages: 3 }, 0)).toBeUndefined();
  });

  it('reads the page count when last is missing', () => {
    expect(nextReviewPage({ content: [], totalPages: 3 }, 1)).toBe(2);
    expect(nextReviewPage({ content: [], totalPages: 3 }, 2)).toBeUndefined();
    expect(nextReviewPage({ content: [] }, 0)).toBeUndefined();
  });

  it('stops on a malformed page', () => {
    expect(nextReviewPage(null, 0)).toBeUndefined();
  });
});

describe('collectReviews', () => {
  it('joins the pages in order, each review once', () => {
    const pages = [
      { content: [review(1), review(2)], last: false },
      { content: [review(2), review(3)], last: true },
    ];
    expect(collectReviews(pages)?.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('reads a page nested once more in data', () => {
    expect(collectReviews([{ data: { content: [review(4)] } }])?.map((r) => r.id)).toEqual([4]);
  });

  it('is null when a page holds no list', () => {
    expect(collectReviews([{ content: [review(1)] }, 'not json'])).toBeNull();
    expect(collectReviews([null])).toBeNull();
  });

  it('is empty for no pages', () => {
    expect(collectReviews([])).toEqual([]);
  });
});

describe('starText', () => {
  it('fills one star per point', () => {
    expect(starText(5)).toBe('★★★★★');
    expect(starText(4)).toBe('★★★★☆');
    expect(starText(1)).toBe('★☆☆☆☆');
  });

  it('rounds and clamps', () => {
    expect(starText(3.6)).toBe('★★★★☆');
    expect(starText(9)).toBe('★★★★★');
    expect(starText(-1)).toBe('☆☆☆☆☆');
    expect(starText(Number.NaN)).toBe('☆☆☆☆☆');
  });
});
