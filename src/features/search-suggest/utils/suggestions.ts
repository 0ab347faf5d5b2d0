import { foldTr } from '@/lib/search/fold-tr';

/** A subject of the category tree: a root category (rootId null) or a subcategory of one. */
export interface SubjectSuggestion {
  kind: 'subject';
  key: string;
  id: number;
  label: string;
  rootId: number | null;
  /** A subcategory's root ('TYT Matematik' under 'Matematik'), shown beside it so twins can be told apart. */
  rootName: string | null;
}

export interface CitySuggestion {
  kind: 'city';
  key: string;
  id: number;
  label: string;
}

export type Suggestion = SubjectSuggestion | CitySuggestion;

interface Named {
  id: number;
  name: string;
}

export interface SuggestionSources {
  roots: readonly Named[];
  /** Each root's subcategories, by root id. */
  subcategories: ReadonlyMap<number, readonly Named[]>;
  cities: readonly Named[];
}

/** The most of each group shown: enough to choose from, short enough to read on a phone. */
export const SUGGESTION_LIMITS = { subject: 6, city: 4 } as const;

/** The candidates once, folded, so typing ranks them without folding every name again. */
export interface SuggestionIndex {
  entries: ReadonlyArray<{ suggestion: Suggestion; folded: string }>;
}

export function buildSuggestionIndex(sources: SuggestionSources): SuggestionIndex {
  const subjects: Suggestion[] = [];
  for (const root of sources.roots) {
    subjects.push({
      kind: 'subject',
      key: `subject-${root.id}`,
      id: root.id,
      label: root.name,
      rootId: null,
      rootName: null,
    });
  }
  for (const root of sources.roots) {
    for (const sub of sources.subcategories.get(root.id) ?? []) {
      subjects.push({
        kind: 'subject',
        key: `subject-${sub.id}`,
        id: sub.id,
        label: sub.name,
        rootId: root.id,
        rootName: root.name,
      });
    }
  }
  const cities: Suggestion[] = sources.cities.map((city) => ({
    kind: 'city',
    key: `city-${city.id}`,
    id: city.id,
    label: city.name,
  }));
  return {
    entries: [...subjects, ...cities].map((suggestion) => ({ suggestion, folded: foldTr(suggestion.label) })),
  };
}

/**
 * How well a folded name answers a folded query, lower is better, null for no match: the name starts with it
 * ('mat' → 'Matematik'), then a later word does ('mat' → 'TYT Matematik'), then it occurs inside a word, then
 * every word of a longer query occurs somewhere ('ayt mat' → 'AYT Matematik').
 */
export function matchScore(query: string, name: string): number | null {
  if (!query) return null;
  if (name.startsWith(query)) return 0;
  if (name.includes(` ${query}`)) return 1;
  if (name.includes(query)) return 2;
  const words = query.split(' ');
  return words.length > 1 && words.every((word) => name.includes(word)) ? 3 : null;
}

/**
 * The suggestions for what was typed, Turkish-folded ('ist' finds 'İstanbul', 'ozel' finds 'Özel'): the
 * subjects first, then the cities, each ranked by `matchScore`, a root before its subcategories, then the
 * shorter name (the closer match), then the alphabet.
 */
export function rankSuggestions(index: SuggestionIndex, typed: string): Suggestion[] {
  const query = foldTr(typed);
  if (!query) return [];
  const scored = index.entries.flatMap(({ suggestion, folded }) => {
    const score = matchScore(query, folded);
    return score === null ? [] : [{ suggestion, folded, score }];
  });
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      rootRank(a.suggestion) - rootRank(b.suggestion) ||
      a.folded.length - b.folded.length ||
      a.folded.localeCompare(b.folded),
  );
  const pick = (kind: Suggestion['kind']) =>
    scored
      .filter(({ suggestion }) => suggestion.kind === kind)
      .slice(0, SUGGESTION_LIMITS[kind])
      .map(({ suggestion }) => suggestion);
  return [...pick('subject'), ...pick('city')];
}

const rootRank = (suggestion: Suggestion): number =>
  suggestion.kind === 'subject' && suggestion.rootId !== null ? 1 : 0;
