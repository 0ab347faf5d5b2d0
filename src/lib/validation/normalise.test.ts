import { describe, expect, it } from 'vitest';
import { capitaliseWordsTr, isWellFormedEmail, normalisePhone, normaliseUsername } from './normalise';

describe('capitaliseWordsTr', () => {
  it.each([
    ['ılgın şahin', 'Ilgın Şahin'],
    ['irem', 'İrem'],
    ['çağla ünal', 'Çağla Ünal'],
    ['İREM IŞIK', 'İrem Işık'],
    ['ali ', 'Ali '],
    ['', ''],
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

describe('normalisePhone', () => {
  it.each([
    ['', ''],
    ['5', '05'],
    ['532 123 45 67', '05321234567'],
    ['0532-123-45-67', '05321234567'],
    ['(0532) 123 45 67 89', '05321234567'],
    ['abc', ''],
    ['05321234567999', '05321234567'],
  ])('%j → %j', (input, expected) => expect(normalisePhone(input)).toBe(expected));
});

describe('isWellFormedEmail', () => {
  it.each([
    ['elif.demir@ornek.com.tr', true],
    ['elif@', false],
    ['elif@ornek', false],
    ['a b@c.d', false],
  ])('%j → %s', (input, expected) => expect(isWellFormedEmail(input)).toBe(expected));
});
