import { paths } from '@/config/paths';
import type { LessonRequest } from '@/generated/api/model';

/** A party of a request: the name the server sent, and their public profile (by username when known). */
export interface RequestParty {
  id: number;
  name: string | null;
  href: string;
}

const profileHref = (id: number, username: string | null | undefined): string =>
  username?.trim() ? paths.profileByUsername.getHref(username.trim()) : paths.profileById.getHref(id);

const nameOf = (name: string | null | undefined): string | null => (name?.trim() ? name.trim() : null);

export const studentOf = (request: LessonRequest): RequestParty => ({
  id: request.studentId,
  name: nameOf(request.studentName) ?? nameOf(request.studentUsername),
  href: profileHref(request.studentId, request.studentUsername),
});

export const teacherOf = (request: LessonRequest): RequestParty => ({
  id: request.teacherId,
  name: nameOf(request.teacherName) ?? nameOf(request.teacherUsername),
  href: profileHref(request.teacherId, request.teacherUsername),
});

/** The listing's title, or null when the server did not send it (the screen names it by id then). */
export const listingTitleOf = (request: LessonRequest): string | null => nameOf(request.announcementTitle);
