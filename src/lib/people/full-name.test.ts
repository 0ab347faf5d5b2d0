import { describe, expect, it } from 'vitest';
import { fullName } from './full-name';

describe('fullName', () => {
  it.each([
    ['Zeynep', 'Çelik', undefined, 'Zeynep Çelik'],
    [' ılgın ', ' irem ', undefined, 'ılgın irem'],
    ['Zeynep', '  ', undefined, 'Zeynep'],
    [null, 'Çelik', undefined, 'Çelik'],
    [undefined, null, undefined, ''],
    ['', '', 'zeynepcelik', 'zeynepcelik'],
    ['Zeynep', 'Çelik', 'zeynepcelik', 'Zeynep Çelik'],
  ])('%j + %j (fallback %j) is %j', (name, surname, fallback, expected) => {
    expect(fullName(name, surname, fallback)).toBe(expected);
  });
});
