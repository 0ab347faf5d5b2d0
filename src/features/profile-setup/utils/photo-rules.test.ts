import { describe, expect, it } from 'vitest';
import { checkPhoto, MAX_PHOTO_BYTES } from './photo-rules';

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('checkPhoto', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkPhoto(null)).toBe('required');
  });

  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.PNG', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.webp', 'image/webp'],
    ['a.webp', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkPhoto(file(name, type))).toBeNull();
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.svg', 'image/svg+xml'],
    ['a.txt', ''],
    ['a.exe', 'image/png'],
  ])('rejects %s (%s)', (name, type) => {
    expect(checkPhoto(file(name, type))).toBe('wrongType');
  });

  it('allows exactly 20 MB and rejects one byte more', () => {
    expect(checkPhoto(file('a.png', 'image/png', MAX_PHOTO_BYTES))).toBeNull();
    expect(checkPhoto(file('a.png', 'image/png', MAX_PHOTO_BYTES + 1))).toBe('tooLarge');
  });
});
