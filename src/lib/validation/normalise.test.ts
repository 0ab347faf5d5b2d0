import { describe, expect, it } from 'vitest';
import { capitaliseWordsTr, isWellFormedEmail, normaliseUsername, stripInvisible } from './normalise';

describe('stripInvisible', () => {
  it.each([
    ['NUL', 'Ali\u0000Veli', 'AliVeli'],
    ['right-to-left override', '\u202eElif', 'Elif'],
    ['right-to-left isolate and pop', '\u2067Elif\u2069', 'Elif'],
    ['zero-width space, joiner and non-joiner', 'A\u200bl\u200di\u200c', 'Ali'],
    ['byte-order mark and soft hyphen', '\ufeffAy\u00adşe', 'Ayşe'],
    ['escape and delete', 'Ali\u001b[31m\u007f', 'Ali[31m'],
    ['line breaks in a name', 'Ali\nVeli\u2028', 'AliVeli'],
    ['visible Turkish text, untouched', 'Çağla Ünal-İnce', 'Çağla Ünal-İnce'],
  ])('%s', (_, input, expected) => expect(stripInvisible(input)).toBe(expected));
});

describe('capitaliseWordsTr', () => {
  it.each([
    ['ılgın şahin', 'Ilgın Şahin'],
    ['irem', 'İrem'],
    ['çağla ünal', 'Çağla Ünal'],
    ['İREM IŞIK', 'İrem Işık'],
    ['ali ', 'Ali '],
    ['', ''],
    ['\u202eelif\u0000 \u200bdemir', 'Elif Demir'],
  ])('%j → %j', (input, expected) => expect(capitaliseWordsTr(input)).toBe(expected));
});

describe('normaliseUsername', () => {
  it.each([
    ['Zeynep Celik', 'zeynepcelik'],
    ['IŞIK', 'ışık'],
    ['İrem', 'irem'],
    ['  a b  c ', 'abc'],
  ])('%j → %j', (input, expected) => expect(normaliseUsername(input)).toBe(expected));
});

describe('isWellFormedEmail', () => {
  it.each([
    ['elif.demir@ornek.com.tr', true],
    ['elif@', false],
    ['elif@ornek', false],
    ['a b@c.d', false],
  ])('%j → %s', (input, expected) => expect(isWellFormedEmail(input)).toBe(expected));
});
