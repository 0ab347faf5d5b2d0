import type { AuthSession, Teacher, UserProfile } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { AnnouncementRecord, UserRecord } from '../schema';
import { listingsByTeacher, offerOf } from '../services/listings';
import { locationText, ratingsByTeacher, teacherRating, type Rating } from '../services/users';
import { verificationOf } from '../services/verification';
import { ratingDistribution } from '../services/reviews';
import { toCategory, toExamType } from './catalog';

/** A teacher card, as the directory and the home carousel show it, with the fee and modes of their listings. */
export function toTeacher(db: Db, user: UserRecord): Teacher {
  return cardOf(
    user,
    teacherRating(db, user.id),
    db.announcements.findMany((q) => q.where({ teacherId: user.id })),
  );
}

/**
 * A page of teacher cards, reading the reviews and listings once rather than once per card (a page of 12 took
 * 50–100 ms with the bench's 5,000 teachers).
 */
export function toTeachers(db: Db, users: readonly UserRecord[]): Teacher[] {
  const ratings = ratingsByTeacher(db);
  const listings = listingsByTeacher(db);
  return users.map((user) =>
    cardOf(
      user,
      ratings.get(user.id) ?? { averageRating: null, totalReviews: 0 },
      listings.get(user.id) ?? [],
    ),
  );
}

function cardOf(user: UserRecord, rating: Rating, listings: readonly AnnouncementRecord[]): Teacher {
  return {
    id: user.id,
    name: user.name,
    surName: user.surname,
    username: user.username,
    profileImage: user.profileImageUrl,
    ...rating,
    completedLessons: user.completedLessons,
    location: locationText(user),
    ...offerOf(listings),
    verification: verificationOf(user),
  };
}

/** A profile; e-mail and phone only when the viewer is its owner. */
export function toProfile(db: Db, user: UserRecord, { own }: { own: boolean }): UserProfile {
  const isTeacher = user.role === 'ROLE_TEACHER';
  const examType =
    user.examTypeId === null ? undefined : db.examTypes.findFirst((q) => q.where({ id: user.examTypeId! }));
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    surname: user.surname,
    role: user.role,
    email: own ? user.email : null,
    phone: own ? user.phone : null,
    profileImageUrl: user.profileImageUrl,
    city: user.city,
    district: user.district,
    biography: user.biography,
    experience: user.experience,
    ...(isTeacher ? teacherRating(db, user.id) : { averageRating: null, totalReviews: 0 }),
    ...(isTeacher ? { ratingDistribution: ratingDistribution(db, user.id) } : {}),
    completedLessons: user.completedLessons ?? 0,
    subjects: user.subjectIds.flatMap((id) => {
      const category = db.categories.findFirst((q) => q.where({ id }));
      return category ? [toCategory(category)] : [];
    }),
    examType: examType ? toExamType(examType) : null,
    createdAt: user.createdAt,
    ...(isTeacher ? { verification: verificationOf(user) } : {}),
  };
}

export function toAuthSession(user: UserRecord, accessToken: string): AuthSession {
  return {
    userId: user.id,
    username: user.username,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    city: user.city,
    district: user.district,
    accessToken,
  };
}
