import type { Announcement, Category, ExamType } from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { AnnouncementRecord, CategoryRecord, ExamTypeRecord } from '../schema';
import { verificationOf } from '../services/verification';

export const toCategory = ({ id, name }: CategoryRecord): Category => ({ id, name });

export const toExamType = ({ id, name }: ExamTypeRecord): ExamType => ({ id, name });

export function toAnnouncement(db: Db, record: AnnouncementRecord): Announcement {
  const teacher = db.users.findFirst((q) => q.where({ id: record.teacherId }));
  const category = db.categories.findFirst((q) => q.where({ id: record.categoryId }));
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    price: record.price,
    lessonMode: record.lessonMode,
    city: record.city,
    district: record.district,
    teacherId: record.teacherId,
    teacherName: teacher?.name ?? null,
    teacherSurname: teacher?.surname ?? null,
    teacherUsername: teacher?.username ?? null,
    teacherProfileImage: teacher?.profileImageUrl ?? null,
    ...(teacher ? { teacherVerification: verificationOf(teacher) } : {}),
    categoryResponse: category ? toCategory(category) : { id: record.categoryId, name: 'Diğer' },
    createdAt: record.createdAt,
  };
}
