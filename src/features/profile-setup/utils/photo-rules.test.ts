import { describe, expect, it, vi } from 'vitest';
import { checkPhoto, inspectPhoto, MAX_PHOTO_BYTES, sniffImage } from './photo-rules';

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

const withBytes = (name: string, type: string, text: string | number[]) =>
  new File([typeof text === 'string' ? text : new Uint8Array(text)], name, { type });
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const HEIC_HEAD = [0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0];

describe('sniffImage', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', PNG_HEAD],
    ['gif', [...'GIF89a'].map((c) => c.charCodeAt(0))],
    ['webp', [...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0))],
    ['heif', HEIC_HEAD],
  ])('knows %s by its first bytes', (kind, head) => {
    expect(sniffImage(new Uint8Array(head))).toBe(kind);
  });

  it('knows text is no picture', () => {
    expect(sniffImage(new TextEncoder().encode('Merhaba, bu bir metin.'))).toBeNull();
  });
});

describe('inspectPhoto', () => {
  const decode = vi.fn(() => Promise.resolve('decoded'));
  const refuse = () => Promise.reject(new Error('The source image cannot be decoded.'));

  it('refuses text renamed .jpg before decoding', async () => {
    decode.mockClear();
    expect(await inspectPhoto(withBytes('foto.jpg', 'image/jpeg', 'düz metin'), decode)).toEqual({
      error: 'wrongType',
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('calls a picture the browser cannot decode unreadable (HEIC outside Safari)', async () => {
    expect(await inspectPhoto(withBytes('IMG_0001.HEIC', 'image/heic', HEIC_HEAD), refuse)).toEqual({
      error: 'unreadable',
    });
  });

  it('refuses over 20 MB without reading the file', async () => {
    decode.mockClear();
    const big = withBytes('buyuk.heic', 'image/heic', HEIC_HEAD);
    Object.defineProperty(big, 'size', { value: MAX_PHOTO_BYTES + 1 });
    expect(await inspectPhoto(big, decode)).toEqual({ error: 'tooLarge' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('hands a readable picture on', async () => {
    expect(await inspectPhoto(withBytes('yuz.png', 'image/png', PNG_HEAD), decode)).toEqual({
      error: null,
      image: 'decoded',
    });
  });
});
