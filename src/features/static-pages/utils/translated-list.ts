import type { TFunction } from 'i18next';

/** A string array from the locale files (`returnObjects`), or an empty list if the key is not an array. */
export function translatedList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
