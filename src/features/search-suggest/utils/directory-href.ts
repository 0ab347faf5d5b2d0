import { paths } from '@/config/paths';
import type { Suggestion } from './suggestions';

/**
 * The teacher directory showing a choice, in the directory's URL names: a root category `root`, a
 * subcategory `root` and `sub`, a city `cityId`, typed text `q`. Empty text is the whole directory.
 */
export function directoryHref(choice: Suggestion | { kind: 'text'; text: string }): string {
  const params = new URLSearchParams();
  if (choice.kind === 'text') {
    const text = choice.text.trim();
    if (text) params.set('q', text);
  } else if (choice.kind === 'city') {
    params.set('cityId', String(choice.id));
  } else if (choice.rootId === null) {
    params.set('root', String(choice.id));
  } else {
    params.set('root', String(choice.rootId));
    params.set('sub', String(choice.id));
  }
  const query = params.toString();
  return query ? `${paths.teachers.getHref()}?${query}` : paths.teachers.getHref();
}
