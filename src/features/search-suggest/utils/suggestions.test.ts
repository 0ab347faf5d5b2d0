import { describe, expect, it } from 'vitest';
import { buildSuggestionIndex, matchScore, rankSuggestions, SUGGESTION_LIMITS } from './suggestions';

const index = buildSuggestionIndex({
  roots: [
    { id: 1, name: 'Matematik' },
    { id: 7, name: 'Türkçe' },
    { id: 18, name: 'Spor ve Hobi' },
  ],
  subcategories: new Map([
    [
      1,
      [
        { id: 101, name: 'TYT Matematik' },
        { id: 102, name: 'AYT Matematik' },
        { id: 103, name: 'Geometri' },
      ],
    ],
    [18, [{ id: 1801, name: 'Özel Yetenek Sınavları' }]],
  ]),
  cities: [
    { id: 6, name: 'Ankara' },
    { id: 34, name: 'İstanbul' },
    { id: 35, name: 'İzmir' },
    { id: 48, name: 'Muğla' },
  ],
});

const labels = (typed: string) => rankSuggestions(index, typed).map((suggestion) => suggestion.label);

describe('rankSuggestions', () => {
  it('puts the name that starts with the text first, then names with a word that does', () => {
    expect(labels('mat')).toEqual(['Matematik', 'AYT Matematik', 'TYT Matematik']);
  });

  it('folds Turkish letters and case on both sides', () => {
    expect(labels('ist')).toEqual(['İstanbul']);
    expect(labels('ISTANBUL')).toEqual(['İstanbul']);
    expect(labels('ozel')).toEqual(['Özel Yetenek Sınavları']);
    expect(labels('turkce')).toEqual(['Türkçe']);
    expect(labels('mug')).toEqual(['Muğla']);
  });

  it('finds a name by every word of a longer text, and a match inside a word last', () => {
    expect(labels('ayt mat')).toEqual(['AYT Matematik']);
    expect(labels('met')).toEqual(['Geometri']);
    expect(labels('an')).toEqual(['Ankara', 'İstanbul']);
  });

  it('lists the subjects before the cities and keeps each group short', () => {
    const many = buildSuggestionIndex({
      roots: Array.from({ length: 10 }, (_, position) => ({ id: position + 1, name: `Ders ${position}` })),
      subcategories: new Map(),
      cities: Array.from({ length: 10 }, (_, position) => ({ id: position + 1, name: `Dersim ${position}` })),
    });
    const suggestions = rankSuggestions(many, 'ders');
    expect(suggestions.map((suggestion) => suggestion.kind)).toEqual([
      ...Array<string>(SUGGESTION_LIMITS.subject).fill('subject'),
      ...Array<string>(SUGGESTION_LIMITS.city).fill('city'),
    ]);
  });

  it('suggests nothing for empty or unmatched text', () => {
    expect(labels('   ')).toEqual([]);
    expect(labels('xyz')).toEqual([]);
  });

  it('keeps the root of a subcategory for the directory filter', () => {
    expect(rankSuggestions(index, 'geo')).toEqual([
      { kind: 'subject', key: 'subject-103', id: 103, label: 'Geometri', rootId: 1, rootName: 'Matematik' },
    ]);
  });
});

describe('matchScore', () => {
  it('ranks a prefix, a word prefix, an inner match and scattered words', () => {
    expect(matchScore('mat', 'matematik')).toBe(0);
    expect(matchScore('mat', 'tyt matematik')).toBe(1);
    expect(matchScore('tem', 'matematik')).toBe(2);
    expect(matchScore('mat ayt', 'ayt matematik')).toBe(3);
    expect(matchScore('fiz', 'matematik')).toBeNull();
    expect(matchScore('', 'matematik')).toBeNull();
  });
});
