import { normalisePhone } from '../../../src/lib/validation/phone';
import type { Db } from '../collections';
import type { UserRecord } from '../schema';
import { foldTr } from '../../../src/lib/search/fold-tr';

/*
 * Look-ups shared by registration and the three availability checks, so that "taken" means the same thing
 * in both places: usernames compare folded (case and Turkish diacritics: 'ILKER', 'ılker' and 'ilker' are one
 * name), e-mail addresses case-insensitively, phones as the client stores them ('+90 532 …' is '0532 …').
 */
export const normalizeUsername = (value: string) =>
  value.trim().replace(/\s+/g, '').toLocaleLowerCase('tr-TR');
export const usernameKey = (value: string) => foldTr(value.replace(/\s+/g, ''));
export const normalizeEmail = (value: string) => value.trim().toLocaleLowerCase('en-US');

export function findUserById(db: Db, id: number): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

export function findUserByUsername(db: Db, username: string): UserRecord | undefined {
  const wanted = usernameKey(username);
  return db.users.findFirst((q) => q.where({ username: (value) => usernameKey(value) === wanted }));
}

export function findUserByEmail(db: Db, email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return db.users.findFirst((q) => q.where({ email: (value) => normalizeEmail(value) === wanted }));
}

export function findUserByPhone(db: Db, phone: string): UserRecord | undefined {
  const wanted = normalisePhone(phone);
  if (!wanted) return undefined;
  return db.users.findFirst((q) =>
    q.where({ phone: (value) => value !== null && normalisePhone(value) === wanted }),
  );
}

/** Sign-in accepts either the username or the e-mail address. */
export function findUserByLogin(db: Db, usernameOrEmail: string): UserRecord | undefined {
  return usernameOrEmail.includes('@')
    ? findUserByEmail(db, usernameOrEmail)
    : findUserByUsername(db, usernameOrEmail);
}

export function fullName(user: Pick<UserRecord, 'name' | 'surname'>): string {
  return `${user.name} ${user.surname}`;
}

/** Average of a teacher's reviews to one decimal (null without reviews) and their number. */
export function teacherRating(
  db: Db,
  teacherId: number,
): { averageRating: number | null; totalReviews: number } {
  const ratings = db.reviews.findMany((q) => q.where({ teacherId })).map((review) => review.rating);
  if (ratings.length === 0) return { averageRating: null, totalReviews: 0 };
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { averageRating: Math.round(mean * 10) / 10, totalReviews: ratings.length };
}

export type Rating = ReturnType<typeof teacherRating>;

/** teacherRating of every teacher with reviews, in one pass over the reviews (filters and sorts read them all). */
export function ratingsByTeacher(db: Db): Map<number, Rating> {
  const sums = new Map<number, { sum: number; count: number }>();
  for (const review of db.reviews.all()) {
    const entry = sums.get(review.teacherId) ?? { sum: 0, count: 0 };
    entry.sum += review.rating;
    entry.count += 1;
    sums.set(review.teacherId, entry);
  }
  return new Map(
    [...sums].map(([teacherId, { sum, count }]) => [
      teacherId,
      { averageRating: Math.round((sum / count) * 10) / 10, totalReviews: count },
    ]),
  );
}

/** The card's "İl/İlçe" text, or the server's own quirks ('null', 'null/null') where the seed asks for them. */
export function locationText(user: UserRecord): string | null {
  if (user.locationText !== null) return user.locationText;
  if (user.city && user.district) return `${user.city}/${user.district}`;
  return user.city;
}
