import type { AuthSession, Teacher, UserProfile } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { UserRecord } from '../schema';
import { offerOf } from '../services/listings';
import { locationText, teacherRating } from '../services/users';
import { toCategory, toExamType } from './catalog';

/** A teacher card, as the directory and the home carousel show it, with the fee and modes of their listings. */
export function toTeacher(db: Db, user: UserRecord): Teacher {
  return {
    id: user.id,
    name: user.name,
    surName: user.surname,
    username: user.username,
    profileImage: user.profileImageUrl,
    ...teacherRating(db, user.id),
    completedLessons: user.completedLessons,
    location: locationText(user),
    ...offerOf(db.announcements.findMany((q) => q.where({ teacherId: user.id }))),
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
    completedLessons: user.completedLessons ?? 0,
    subjects: user.subjectIds.flatMap((id) => {
      const category = db.categories.findFirst((q) => q.where({ id }));
      return category ? [toCategory(category)] : [];
    }),
    examType: examType ? toExamType(examType) : null,
    createdAt: user.createdAt,
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
