import type { Category } from '@/generated/api/model';
import { foldTr } from '@/lib/search/fold-tr';

/** A route parameter of digits only is an id; anything else is a name. */
export function categoryIdFromParam(param: string): number | null {
  return /^\d+$/.test(param.trim()) ? Number(param.trim()) : null;
}

/**
 * `/category/:category`: by id when the parameter is numeric, else by name Turkish-folded as every search is
 * ('İNGİLİZCE', 'ingilizce' and 'turkce' find 'İngilizce' and 'Türkçe').
 */
export function findCategory(categories: readonly Category[], param: string): Category | undefined {
  const id = categoryIdFromParam(param);
  if (id !== null) return categories.find((category) => category.id === id);
  const name = foldTr(param);
  return categories.find((category) => foldTr(category.name) === name);
}
