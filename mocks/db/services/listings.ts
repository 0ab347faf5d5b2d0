import type {
  AnnouncementRequest,
  AnnouncementSort,
  PreferredLessonMode,
  ReviewCreate,
} from '../../../src/generated/api/model';
import { foldTr, matchesAllWords } from '../../../src/lib/search/fold-tr';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import { newestFirst } from '../paging';
import type { AnnouncementRecord, CategoryRecord, ReviewRecord, UserRecord } from '../schema';
import { nextId } from '../store';
import { notify } from './notifications';
import { ratingsByTeacher, type Rating } from './users';

/** Whether a listing offers the mode a student asks for (a BOTH listing offers either). */
export const offersMode = (listing: AnnouncementRecord, mode: PreferredLessonMode): boolean =>
  listing.lessonMode === 'BOTH' || listing.lessonMode === mode;

/** What a teacher card says of the teacher's listings: the fee they start from and the modes they offer. */
export interface TeacherOffer {
  minPrice: number | null;
  lessonModes: PreferredLessonMode[];
}

export function offerOf(listings: readonly AnnouncementRecord[]): TeacherOffer {
  const prices = listings.map((listing) => listing.price);
  return {
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    lessonModes: (['ONLINE', 'IN_PERSON'] as const).filter((mode) =>
      listings.some((listing) => offersMode(listing, mode)),
    ),
  };
}

/** Every teacher's listings, in one pass over the table (filters and sorts read all teachers at once). */
export function listingsByTeacher(db: Db): Map<number, AnnouncementRecord[]> {
  const byTeacher = new Map<number, AnnouncementRecord[]>();
  for (const listing of db.announcements.all()) {
    const list = byTeacher.get(listing.teacherId);
    if (list) list.push(listing);
    else byTeacher.set(listing.teacherId, [listing]);
  }
  return byTeacher;
}

/** A fee range whose usable ends are kept; a minimum above the maximum makes neither usable. */
export function usableFeeRange(min?: number, max?: number): { min?: number; max?: number } {
  return min !== undefined && max !== undefined && min > max ? {} : { min, max };
}

export const withinFee = (price: number, { min, max }: { min?: number; max?: number }): boolean =>
  (min === undefined || price >= min) && (max === undefined || price <= max);

/** The listing search of /courses, its values already usable (the handler drops the others). */
export interface ListingSearch {
  keyword?: string;
  categoryId?: number;
  lessonMode?: PreferredLessonMode;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: AnnouncementSort;
}

const byRatingThenNewest =
  (ratings: Map<number, Rating>) =>
  (a: AnnouncementRecord, b: AnnouncementRecord): number =>
    (ratings.get(b.teacherId)?.averageRating ?? -1) - (ratings.get(a.teacherId)?.averageRating ?? -1) ||
    newestFirst(a, b);

/**
 * Listings matching every given criterion: every keyword word in the title, description, category (and its
 * root), teacher's name or place (Turkish-folded); a root category also matches its subcategories; a BOTH
 * listing matches either mode; fees inclusive. Sorted newest first unless asked otherwise; ties newest first.
 */
export function searchListings(db: Db, search: ListingSearch): AnnouncementRecord[] {
  const categories = new Map(db.categories.all().map((category) => [category.id, category]));
  const teachers = new Map(
    db.users.findMany((q) => q.where({ role: 'ROLE_TEACHER' })).map((user) => [user.id, user]),
  );
  const inCategory =
    search.categoryId === undefined
      ? null
      : announcementsOfCategory(db, search.categoryId).reduce(
          (ids, listing) => ids.add(listing.id),
          new Set<number>(),
        );
  const fee = usableFeeRange(search.minPrice, search.maxPrice);
  const keyword = search.keyword?.trim() ?? '';
  const text = (listing: AnnouncementRecord) => {
    const category: CategoryRecord | undefined = categories.get(listing.categoryId);
    const root = category?.parentId ? categories.get(category.parentId) : undefined;
    const teacher = teachers.get(listing.teacherId);
    return [
      listing.title,
      listing.description,
      category?.name,
      root?.name,
      teacher?.name,
      teacher?.surname,
      listing.city,
      listing.district,
    ]
      .filter(Boolean)
      .join(' ');
  };
  const found = db.announcements
    .all()
    .filter(
      (listing) =>
        (inCategory === null || inCategory.has(listing.id)) &&
        (search.lessonMode === undefined || offersMode(listing, search.lessonMode)) &&
        (search.city === undefined || foldTr(listing.city ?? '') === foldTr(search.city)) &&
        withinFee(listing.price, fee) &&
        (keyword === '' || matchesAllWords(keyword, text(listing))),
    );
  switch (search.sort) {
    case 'PRICE_ASC':
      return found.sort((a, b) => a.price - b.price || newestFirst(a, b));
    case 'PRICE_DESC':
      return found.sort((a, b) => b.price - a.price || newestFirst(a, b));
    case 'RATING':
      return found.sort(byRatingThenNewest(ratingsByTeacher(db)));
    default:
      return found.sort(newestFirst);
  }
}

/** Listings of a category; a root category also lists its subcategories' listings. Newest first. */
export function announcementsOfCategory(db: Db, categoryId: number): AnnouncementRecord[] {
  const ids = new Set([
    categoryId,
    ...db.categories.findMany((q) => q.where({ parentId: categoryId })).map((c) => c.id),
  ]);
  return db.announcements.findMany((q) => q.where({ categoryId: (id) => ids.has(id) }));
}

function requireTeacher(user: UserRecord): void {
  if (user.role !== 'ROLE_TEACHER') throw new DomainError(403, 'Bu işlem için eğitmen hesabı gerekir.');
}

function ownAnnouncement(db: Db, user: UserRecord, id: number): AnnouncementRecord {
  requireTeacher(user);
  const announcement = db.announcements.findFirst((q) => q.where({ id }));
  if (!announcement) throw new DomainError(404, 'İlan bulunamadı.');
  if (announcement.teacherId !== user.id) throw new DomainError(403, 'Bu ilan size ait değil.');
  return announcement;
}

function checkCategory(db: Db, categoryId: number): void {
  if (!db.categories.findFirst((q) => q.where({ id: categoryId })))
    throw new DomainError(400, 'Kategori bulunamadı.');
}

export async function createAnnouncement(db: Db, user: UserRecord, body: AnnouncementRequest) {
  requireTeacher(user);
  checkCategory(db, body.categoryId);
  return db.announcements.create({
    id: nextId('announcements'),
    teacherId: user.id,
    categoryId: body.categoryId,
    title: body.title.trim(),
    description: body.description.trim(),
    price: body.price,
    lessonMode: body.lessonMode,
    city: body.city ?? user.city,
    district: body.district ?? user.district,
    createdAt: new Date().toISOString(),
    updatedAt: null,
  });
}

export async function updateAnnouncement(db: Db, user: UserRecord, id: number, body: AnnouncementRequest) {
  ownAnnouncement(db, user, id);
  checkCategory(db, body.categoryId);
  const updated = await db.announcements.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, {
        title: body.title.trim(),
        description: body.description.trim(),
        price: body.price,
        lessonMode: body.lessonMode,
        categoryId: body.categoryId,
        city: body.city ?? draft.city,
        district: body.district ?? draft.district,
        updatedAt: new Date().toISOString(),
      });
    },
  });
  return updated!;
}

export function deleteAnnouncement(db: Db, user: UserRecord, id: number): void {
  ownAnnouncement(db, user, id);
  db.announcements.delete((q) => q.where({ id }));
}

/**
 * A student reviews the teacher of one of their own APPROVED lesson requests, once per request. The teacher's
 * average and count are computed from the reviews wherever they are served (cards, profiles, figures), so a
 * new review shows everywhere at once.
 */
export async function createReview(db: Db, student: UserRecord, body: ReviewCreate): Promise<ReviewRecord> {
  if (student.role !== 'ROLE_STUDENT')
    throw new DomainError(403, 'Değerlendirmeyi yalnızca öğrenciler yapabilir.');
  const request = db.lessonRequests.findFirst((q) =>
    q.where({ id: body.lessonRequestId, studentId: student.id }),
  );
  // A review follows a held lesson (its request COMPLETED), never a mere approval.
  if (!request || request.status !== 'COMPLETED') {
    throw new DomainError(403, 'Değerlendirmeyi yalnızca yapılmış bir dersin ardından yazabilirsiniz.');
  }
  if (db.reviews.findFirst((q) => q.where({ lessonRequestId: request.id }))) {
    throw new DomainError(409, 'Bu ders talebi için zaten değerlendirme yaptınız.');
  }
  const review = await db.reviews.create({
    id: nextId('reviews'),
    teacherId: request.teacherId,
    studentId: student.id,
    studentName: `${student.name} ${student.surname.charAt(0)}.`,
    lessonRequestId: request.id,
    rating: body.rating,
    comment: body.comment.trim(),
    createdAt: new Date().toISOString(),
  });
  await notify(db, {
    userId: request.teacherId,
    type: 'REVIEW',
    title: 'Yeni değerlendirme',
    content: `${review.studentName} size ${review.rating} yıldız verdi.`,
    relatedId: review.id,
  });
  return review;
}
