import type { UserProfile } from '@/generated/api/model';

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
