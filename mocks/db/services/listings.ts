import type { AnnouncementRequest, ReviewCreate } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { AnnouncementRecord, ReviewRecord, UserRecord } from '../schema';
import { nextId } from '../store';
import { notify } from './notifications';

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
  if (!request || request.status !== 'APPROVED') {
    throw new DomainError(
      403,
      'Yalnızca onaylanmış bir ders talebinin ardından değerlendirme yapabilirsiniz.',
    );
  }
  if (db.reviews.findFirst((q) => q.where({ lessonRequestId: request.id }))) {
    throw new DomainError(409, 'Bu ders talebi için zaten değerlendirme yaptın.');
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
