import { describe, expect, it } from 'vitest';
import { normaliseUserText } from './user-text';

describe('normaliseUserText', () => {
  it.each([
    ['NUL and BEL', 'Mer\u0000ha\u0007ba', 'Merhaba'],
    ['escape and DEL', '\u001b[31mkırmızı\u007f', '[31mkırmızı'],
    ['a C1 control', 'a\u009bb', 'ab'],
    ['right-to-left override and its pop', 'fiyat \u202E009\u202C TL', 'fiyat 009 TL'],
    ['the isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['the direction marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['the embeddings', '\u202Aa\u202Bb\u202Dc', 'abc'],
    ['the byte-order mark and a zero-width space', '\uFEFFa\u200Bb', 'ab'],
    ['a tab becomes a space', 'a\tb', 'a b'],
    ['Turkish letters and emoji stay', 'Çağrı öğretmen 👩‍🏫 ✔️', 'Çağrı öğretmen 👩‍🏫 ✔️'],
  ])('%s', (_name, typed, stored) => {
    expect(normaliseUserText(typed)).toBe(stored);
    expect(normaliseUserText(typed, { multiline: true })).toBe(stored);
  });

  it('keeps line breaks in multi-line text, written as \\n', () => {
    expect(normaliseUserText('bir\r\niki\rüç\u2028dört\u2029beş\n\naltı', { multiline: true })).toBe(
      'bir\niki\nüç\ndört\nbeş\n\naltı',
    );
  });

  it('puts a space for each line break in single-line text', () => {
    expect(normaliseUserText('bir\r\niki\u2028üç')).toBe('bir iki üç');
  });

  it('leaves spaces for the form to trim', () => {
    expect(normaliseUserText('  merhaba  ')).toBe('  merhaba  ');
  });
});
