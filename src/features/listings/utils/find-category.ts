import type { Category } from '@/generated/api/model';
import { toLowerTr } from '@/i18n/formatters';

/** A route parameter of digits only is an id; anything else is a name. */
export function categoryIdFromParam(param: string): number | null {
  return /^\d+$/.test(param.trim()) ? Number(param.trim()) : null;
}

/**
 * `/category/:category`: by id when the parameter is numeric, else by name compared the
 * Turkish way ('İNGİLİZCE' and 'ingilizce' both find 'İngilizce').
 */
export function findCategory(categories: readonly Category[], param: string): Category | undefined {
  const id = categoryIdFromParam(param);
  if (id !== null) return categories.find((category) => category.id === id);
  const name = toLowerTr(param.trim());
  return categories.find((category) => toLowerTr(category.name.trim()) === name);
}
