import type { TeacherFilterRequest, TeacherStats } from '../../../src/generated/api/model';
import { availableFor, istanbulDate } from '../../../src/lib/availability/schedule';
import { foldTr } from '../../../src/lib/search/fold-tr';
import { findProvince } from '../../data/provinces';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { AvailabilityRecord, CategoryRecord, UserRecord } from '../schema';
import { expireOverdue } from './lesson-requests';
import { listingsByTeacher, offerOf, offersMode, usableFeeRange, withinFee } from './listings';
import { ratingsByTeacher, teacherRating, type Rating } from './users';
import { verificationOf } from './verification';

/** Teachers in a stable order (by id). */
export function allTeachers(db: Db): UserRecord[] {
  return db.users.findMany((q) => q.where({ role: 'ROLE_TEACHER' })).sort((a, b) => a.id - b.id);
}

type CategoryIndex = ReadonlyMap<number, CategoryRecord>;

/** The categories by id, looked up once per filter: a query per teacher took 0.3–0.6 s with 5,000 teachers. */
const categoryIndex = (db: Db): CategoryIndex => new Map(db.categories.all().map((c) => [c.id, c]));

/** What a keyword is matched against: name, surname, username, subjects (and their roots) and location. */
function searchText(categories: CategoryIndex, teacher: UserRecord): string {
  const subjects = teacher.subjectIds.flatMap((id) => {
    const category = categories.get(id);
    const parent = category?.parentId ? categories.get(category.parentId) : undefined;
    return [category?.name, parent?.name];
  });
  return [teacher.name, teacher.surname, teacher.username, ...subjects, teacher.city, teacher.district]
    .filter(Boolean)
    .join(' ');
}

/** The province and district names a filter's ids stand for; an unknown id, or a district of another
 * province, is left out (docs/decisions/2026-11-26-teacher-filters-contract.md). */
function placeOf(cityId?: number, districtId?: number): { city?: string; district?: string } {
  const province = cityId === undefined ? undefined : findProvince(cityId);
  if (!province) return {};
  const district = province.districts.find((candidate) => candidate.id === districtId);
  return { city: foldTr(province.name), district: district && foldTr(district.name) };
}

/**
 * Folded texts (search texts, places) by their raw text: folding (Turkish lower case through ICU) was most of a keyword
 * search's time with 5,000 teachers. Keyed by the text itself, so a renamed teacher simply misses; emptied
 * when it grows past a bound.
 */
const foldedTexts = new Map<string, string>();
function foldCached(raw: string): string {
  let folded = foldedTexts.get(raw);
  if (folded === undefined) {
    if (foldedTexts.size >= 20_000) foldedTexts.clear();
    folded = foldTr(raw);
    foldedTexts.set(raw, folded);
  }
  return folded;
}

const NO_RATING: Rating = { averageRating: null, totalReviews: 0 };

/**
 * The directory filter. The spec's part: every word of the keyword must match (Turkish case and diacritics
 * folded); a teacher matches the categories when one of their subjects, or its root, is among them. Ours
 * (each optional; the handler has already dropped values that break the contract): a listing offering the
 * lesson mode within the fee range (both on the same listing), the province and district, the minimum average
 * rating (unrated teachers out), free hours (src/lib/availability/schedule.ts: on one of the days, in the part
 * of the day, not away on that day's next date, Istanbul time), a verified identity. Order: `sort` when given,
 * else the spec's `sortByRating`, else by id; a missing rating or fee always sorts last.
 */
export function filterTeachers(db: Db, filter: TeacherFilterRequest, now = Date.now()): UserRecord[] {
  const keyword = filter.keyword?.trim() ?? '';
  const categoryIds = new Set(filter.categoryIds ?? []);
  const categories = categoryIndex(db);
  const parentOf = (id: number) => categories.get(id)?.parentId ?? null;
  const place = placeOf(filter.cityId, filter.districtId);
  const fee = usableFeeRange(filter.minPrice, filter.maxPrice);
  const byListings = fee.min !== undefined || fee.max !== undefined || filter.lessonMode !== undefined;
  const listings = listingsByTeacher(db);
  const ratings = ratingsByTeacher(db);
  const ratingOf = (teacher: UserRecord) => ratings.get(teacher.id) ?? NO_RATING;
  const byTime = (filter.availableDays?.length ?? 0) > 0 || filter.dayPart !== undefined;
  const schedules = byTime
    ? new Map(db.availability.all().map((record) => [record.teacherId, record]))
    : new Map<number, AvailabilityRecord>();
  const today = istanbulDate(now);

  const words = foldTr(keyword).split(' ').filter(Boolean);

  const result = allTeachers(db).filter((teacher) => {
    if (words.length > 0) {
      const text = foldCached(searchText(categories, teacher));
      if (!words.every((word) => text.includes(word))) return false;
    }
    if (
      categoryIds.size > 0 &&
      !teacher.subjectIds.some((id) => categoryIds.has(id) || categoryIds.has(parentOf(id) ?? -1))
    )
      return false;
    if (place.city !== undefined && foldCached(teacher.city ?? '') !== place.city) return false;
    if (place.district !== undefined && foldCached(teacher.district ?? '') !== place.district) return false;
    if (
      byListings &&
      !(listings.get(teacher.id) ?? []).some(
        (listing) =>
          withinFee(listing.price, fee) &&
          (filter.lessonMode === undefined || offersMode(listing, filter.lessonMode)),
      )
    )
      return false;
    if (filter.minRating !== undefined && (ratingOf(teacher).averageRating ?? -1) < filter.minRating)
      return false;
    if (filter.verifiedOnly && !verificationOf(teacher, now).identity) return false;
    if (byTime) {
      const schedule = schedules.get(teacher.id);
      if (!schedule) return false;
      if (!availableFor(schedule, { days: filter.availableDays ?? [], part: filter.dayPart, today }))
        return false;
    }
    return true;
  });

  const sort = filter.sort ?? (filter.sortByRating ? 'RATING' : undefined);
  const fees = new Map(
    result.map((teacher) => [teacher.id, offerOf(listings.get(teacher.id) ?? []).minPrice]),
  );
  const feeOrder = (a: UserRecord, b: UserRecord, direction: 1 | -1) => {
    const fa = fees.get(a.id) ?? null;
    const fb = fees.get(b.id) ?? null;
    if (fa === null || fb === null) return (fa === null ? 1 : 0) - (fb === null ? 1 : 0);
    return (fa - fb) * direction;
  };
  const byRating = (a: UserRecord, b: UserRecord) =>
    (ratingOf(b).averageRating ?? -1) - (ratingOf(a).averageRating ?? -1);
  const byReviews = (a: UserRecord, b: UserRecord) => ratingOf(b).totalReviews - ratingOf(a).totalReviews;
  switch (sort) {
    case 'RATING':
      return result.sort((a, b) => byRating(a, b) || byReviews(a, b) || a.id - b.id);
    case 'REVIEWS':
      return result.sort((a, b) => byReviews(a, b) || byRating(a, b) || a.id - b.id);
    case 'PRICE_ASC':
      return result.sort((a, b) => feeOrder(a, b, 1) || a.id - b.id);
    case 'PRICE_DESC':
      return result.sort((a, b) => feeOrder(a, b, -1) || a.id - b.id);
    case 'NEWEST':
      return result.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
    default:
      return result;
  }
}

const RESPONSE_WINDOW_DAYS = 30;
const DAY = 86_400_000;

/**
 * The signed-in teacher's key figures. The response rate: of the requests received in the last 30 days that
 * are settled (cancelled ones and those still pending left out), the share the teacher answered (approved or
 * rejected) rather than let expire; null when there were none. Rounded to two decimals.
 */
export async function teacherStats(db: Db, teacher: UserRecord, now = Date.now()): Promise<TeacherStats> {
  if (teacher.role !== 'ROLE_TEACHER')
    throw new DomainError(403, 'Bu bilgiler yalnızca eğitmenlere açıktır.');
  await expireOverdue(db, now);
  const received = db.lessonRequests.findMany((q) => q.where({ teacherId: teacher.id }));
  const settled = received.filter(
    (r) =>
      Date.parse(r.createdAt) >= now - RESPONSE_WINDOW_DAYS * DAY &&
      r.status !== 'PENDING' &&
      r.status !== 'CANCELLED',
  );
  // Answered: every status but EXPIRED among the settled ones (a held or missed lesson was approved first).
  const answered = settled.filter((r) => r.status !== 'EXPIRED').length;
  return {
    completedLessons: teacher.completedLessons ?? 0,
    ...teacherRating(db, teacher.id),
    pendingRequests: received.filter((r) => r.status === 'PENDING').length,
    responseRate: settled.length === 0 ? null : Math.round((answered / settled.length) * 100) / 100,
  };
}
