import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of name and surname', () => {
    expect(initials('Zeynep', 'Çelik')).toBe('ZÇ');
  });

  it('upper-cases the Turkish way', () => {
    expect(initials('ılgın', 'irem')).toBe('Iİ');
    expect(initials('şule', 'öztürk')).toBe('ŞÖ');
  });

  it('ignores surrounding spaces and copes with missing parts', () => {
    expect(initials('  ali ', '')).toBe('A');
    expect(initials(null, 'yılmaz')).toBe('Y');
    expect(initials(undefined, undefined)).toBe('');
  });
});
