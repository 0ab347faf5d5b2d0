import type { UserProfile } from '@/generated/api/model';
import type { LocationRow } from '@/lib/people/location-text';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The profile in an answer's `data`, or null when the answer does not hold one (no id, no username, no
 * name): the screen then shows its error view, as for any other failed load, instead of a broken page.
 */
export function readProfile(data: unknown): UserProfile | null {
  if (!isObject(data)) return null;
  const { id, username, name, surname } = data;
  if (typeof id !== 'number' || typeof username !== 'string') return null;
  if (typeof name !== 'string' && typeof surname !== 'string') return null;
  return data as unknown as UserProfile;
}

/** Spec section 6: ROLE_TEACHER is a teacher; every other role is shown as a student. */
export const isTeacher = (profile: Pick<UserProfile, 'role'>): boolean => profile.role === 'ROLE_TEACHER';

/** "Ad Soyad", or the username when the server sent no name at all. */
export function fullName(profile: Pick<UserProfile, 'name' | 'surname' | 'username'>): string {
  const name = [profile.name, profile.surname]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
  return name || profile.username;
}

// The server leaks its own nulls as text, as on the teacher card.
const clean = (part: string | null | undefined): string =>
  part && part.trim() !== 'null' ? part.trim() : '';

/**
 * "İl / İlçe", whichever parts exist, with the teacher card's fallbacks: nothing known but a null (or the
 * text 'null') is 'unknown' ('Konum bilgisi yok'); two empty texts hide the row.
 */
export function profileLocation(
  city: string | null | undefined,
  district: string | null | undefined,
): LocationRow {
  const parts = [clean(city), clean(district)].filter(Boolean);
  if (parts.length > 0) return { kind: 'known', text: parts.join(' / ') };
  const bothEmpty = [city, district].every((part) => typeof part === 'string' && part.trim() === '');
  return bothEmpty ? { kind: 'hidden' } : { kind: 'unknown' };
}

/** A Turkish mobile number in its usual groups ('0505 123 45 67'); anything else as it came. */
export function formatPhone(phone: string): string {
  const match = /^(0\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone.replace(/\s+/g, ''));
  return match ? match.slice(1).join(' ') : phone.trim();
}
