import { describe, expect, it } from 'vitest';
import { reviewSchema } from './review-schema';

const messages = (value: unknown) => {
  const result = reviewSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('reviewSchema', () => {
  it('asks for a rating when none is chosen', () => {
    expect(messages({ rating: null, comment: 'Çok faydalı bir dersti.' })).toEqual([
      'reviews:form.ratingRequired',
    ]);
  });

  it('names each comment rule on its own, counting without surrounding spaces', () => {
    expect(messages({ rating: 5, comment: '   ' })).toEqual(['reviews:form.commentRequired']);
    expect(messages({ rating: 5, comment: '  kısa     ' })).toEqual(['reviews:form.commentMin']);
    expect(messages({ rating: 5, comment: 'a'.repeat(501) })).toEqual(['reviews:form.commentMax']);
  });

  it('accepts 10 and 500 characters and sends the trimmed comment', () => {
    expect(reviewSchema.parse({ rating: 1, comment: ' 0123456789 ' })).toEqual({
      rating: 1,
      comment: '0123456789',
    });
    expect(messages({ rating: 5, comment: 'a'.repeat(500) })).toEqual([]);
  });
});
