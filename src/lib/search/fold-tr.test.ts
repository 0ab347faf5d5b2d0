import { describe, expect, it } from 'vitest';
import { foldTr, matchesAllWords } from './fold-tr';

describe('foldTr', () => {
  it.each([
    ['ozlem', 'ozlem'],
    ['OZLEM', 'ozlem'],
    ['Özlem', 'ozlem'],
    ['ÖZLEM', 'ozlem'],
    ['ISTANBUL', 'istanbul'],
    ['İstanbul', 'istanbul'],
    ['istanbul', 'istanbul'],
    ['Istanbul', 'istanbul'],
    ['IĞDIR', 'igdir'],
    ['Çağlar Şahin', 'caglar sahin'],
    ['Üsküdar', 'uskudar'],
    ['ılık ışık', 'ilik isik'],
    ['Kâğıthane', 'kagithane'],
    ['Îmar Ûmit', 'imar umit'],
    ['Öğretmen', 'ogretmen'],
    ['  Ali \t  Veli  ', 'ali veli'],
    ['café', 'cafe'],
    ['', ''],
  ])('%j folds to %j', (value, folded) => {
    expect(foldTr(value)).toBe(folded);
  });
});

describe('matchesAllWords', () => {
  it('finds every folded word anywhere in the text, in any order', () => {
    expect(matchesAllWords('ozlem', 'Özlem Yılmaz')).toBe(true);
    expect(matchesAllWords('YILMAZ özlem', 'Özlem Yılmaz')).toBe(true);
    expect(matchesAllWords('ISTANBUL', 'İstanbul Kadıköy')).toBe(true);
    expect(matchesAllWords('ozlem ankara', 'Özlem Yılmaz İstanbul')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesAllWords('', 'Özlem')).toBe(true);
    expect(matchesAllWords('   ', 'Özlem')).toBe(true);
  });
});
