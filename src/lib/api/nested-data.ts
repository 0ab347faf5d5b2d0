/*
 * Some answers carry their list or page in `data`, others (older server versions) nest it once
 * more as `data.data`. openapi.yaml states both with `oneOf`; these read either shape, and anything else as
 * empty, so a malformed answer shows an empty state instead of breaking the screen.
 */

type MaybeNested<T> = T | { data?: T | null } | null | undefined;

/** A list sent as `data` or `data.data`. */
export function unwrapList<T>(data: MaybeNested<T[]>): T[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object' && Array.isArray(data.data)) return data.data;
  return [];
}

/** A page (`{ content, ... }`) sent as `data` or `data.data`; null when neither holds a content list. */
export function unwrapPage<P extends { content: unknown[] }>(data: MaybeNested<P>): P | null {
  if (!data || typeof data !== 'object') return null;
  if ('content' in data && Array.isArray(data.content)) return data;
  if ('data' in data && data.data && Array.isArray(data.data.content)) return data.data;
  return null;
}
