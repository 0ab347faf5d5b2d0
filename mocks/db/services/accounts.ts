import type {
  StudentRegisterRequest,
  TeacherRegisterRequest,
  UpdateProfileRequest,
} from '../../../src/generated/api/model';
import { findDistrictByName, findProvinceByName } from '../../data/provinces';
import type { Db } from '../collections';
import { VERIFICATION_CODE } from '../demo';
import { PHONE_PATTERN } from '../../../src/lib/validation/phone';
import { isTestRun } from '../env';
import { DomainError } from '../errors';
import type { UserRecord } from '../schema';
import { nextId } from '../store';
import { findUserByEmail, findUserByPhone, findUserByUsername, normalizeUsername } from './users';

export const TAKEN = {
  username: 'Bu kullanıcı adı zaten kullanımda',
  email: 'Bu e-posta zaten kullanımda',
  phone: 'Bu telefon numarası zaten kullanımda',
} as const;

/** The contract's username rule (`Username` in openapi.yaml), in the words the registration form uses. */
export const USERNAME_RULE =
  'Kullanıcı adında yalnızca a–z küçük harfler, rakamlar, nokta (.) ve alt çizgi (_) kullanılabilir';

/** Shown in the dev console, where a real server would send an e-mail. Silent under vitest. */
export function logMail(text: string): void {
  if (!isTestRun()) console.info(`[mock e-posta] ${text}`);
}

function checkUnique(db: Db, body: { userName: string; email: string; phone: string }, self?: UserRecord) {
  const other = (found: UserRecord | undefined) => found && found.id !== self?.id;
  if (other(findUserByUsername(db, body.userName))) throw new DomainError(400, TAKEN.username);
  if (other(findUserByEmail(db, body.email))) throw new DomainError(400, TAKEN.email);
  // The client's rule: 0, a digit other than 0, 9 more ('00905321234' is a country code kept as digits).
  if (body.phone && !PHONE_PATTERN.test(body.phone)) {
    throw new DomainError(400, 'Telefon numarası 0 ile başlamalı ve 11 haneli olmalıdır');
  }
  if (body.phone && other(findUserByPhone(db, body.phone))) throw new DomainError(400, TAKEN.phone);
}

type Registration =
  ({ role: 'ROLE_STUDENT' } & StudentRegisterRequest) | ({ role: 'ROLE_TEACHER' } & TeacherRegisterRequest);

/** A new, not yet verified account. The verification code goes to the dev console. */
export async function registerUser(db: Db, body: Registration): Promise<UserRecord> {
  checkUnique(db, body);
  if (body.role === 'ROLE_STUDENT' && body.examTypeId != null) {
    if (!db.examTypes.findFirst((q) => q.where({ id: body.examTypeId! })))
      throw new DomainError(400, 'Sınav türü bulunamadı.');
  }
  const subjectIds = body.role === 'ROLE_TEACHER' ? body.category : [];
  for (const id of subjectIds) {
    if (!db.categories.findFirst((q) => q.where({ id })))
      throw new DomainError(400, 'Uzmanlık alanı bulunamadı.');
  }
  const user = await db.users.create({
    id: nextId('users'),
    role: body.role,
    username: normalizeUsername(body.userName),
    email: body.email.trim(),
    phone: body.phone || null,
    password: body.password,
    name: body.name.trim(),
    surname: body.surname.trim(),
    emailVerified: false,
    profileImageUrl: null,
    city: null,
    district: null,
    locationText: null,
    createdAt: new Date().toISOString(),
    biography: body.role === 'ROLE_TEACHER' ? body.biography.trim() : null,
    experience: body.role === 'ROLE_TEACHER' ? body.experience : null,
    subjectIds,
    completedLessons: body.role === 'ROLE_TEACHER' ? 0 : null,
    examTypeId: body.role === 'ROLE_STUDENT' ? (body.examTypeId ?? null) : null,
  });
  logMail(`${user.email} için doğrulama kodu: ${VERIFICATION_CODE}`);
  return user;
}

export async function updateProfile(
  db: Db,
  user: UserRecord,
  body: UpdateProfileRequest,
): Promise<UserRecord> {
  const phone = body.phone ?? user.phone ?? '';
  checkUnique(db, { userName: user.username, email: user.email, phone }, user);
  const updated = await db.users.update((q) => q.where({ id: user.id }), {
    data(draft) {
      draft.name = body.name.trim();
      draft.surname = body.surname.trim();
      draft.phone = phone || null;
      if (body.biography !== undefined) draft.biography = body.biography;
      if (body.experience !== undefined) draft.experience = body.experience;
    },
  });
  return updated!;
}

export async function setUserFields(
  db: Db,
  userId: number,
  fields: Partial<UserRecord>,
): Promise<UserRecord> {
  const updated = await db.users.update((q) => q.where({ id: userId }), {
    data: (draft) => void Object.assign(draft, fields),
  });
  if (!updated) throw new DomainError(404, 'Kullanıcı bulunamadı.');
  return updated;
}

/** A teacher's İl/İlçe, checked against the 81 provinces and their districts and stored with their real names. */
export async function updateLocation(
  db: Db,
  user: UserRecord,
  body: { userId: number; city: string; district: string },
) {
  if (body.userId !== user.id) throw new DomainError(403, 'Yalnızca kendi konumunuzu değiştirebilirsiniz.');
  if (user.role !== 'ROLE_TEACHER') throw new DomainError(403, 'Konum bilgisi yalnızca eğitmenler içindir.');
  const province = findProvinceByName(body.city);
  const district = province && findDistrictByName(province, body.district);
  if (!province || !district) throw new DomainError(400, 'Lütfen şehir ve ilçe seçiniz.');
  return setUserFields(db, user.id, { city: province.name, district: district.name, locationText: null });
}

/** Removes an account and what only it owned; reviews it wrote stay, under the name they were written with. */
export async function deleteAccount(db: Db, user: UserRecord): Promise<void> {
  const id = user.id;
  db.sessions.deleteMany((q) => q.where({ userId: id }));
  db.notifications.deleteMany((q) => q.where({ userId: id }));
  db.announcements.deleteMany((q) => q.where({ teacherId: id }));
  db.lessonRequests.deleteMany((q) => q.where((r) => r.studentId === id || r.teacherId === id));
  db.reviews.deleteMany((q) => q.where({ teacherId: id }));
  await db.reviews.updateMany((q) => q.where({ studentId: id }), { data: (r) => void (r.studentId = null) });
  db.chatMembers.deleteMany((q) => q.where({ userId: id }));
  db.users.delete((q) => q.where({ id }));
}
