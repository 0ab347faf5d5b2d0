import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  ).buffer;
const padded = (buffer: ArrayBuffer) => {
  const out = new Uint8Array(Math.max(64, buffer.byteLength));
  out.set(new Uint8Array(buffer));
  return out.buffer;
};

describe('imageSize', () => {
  it('reads a PNG header', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0, 0x0f, 0xa0, 0, 0, 0x0b, 0xb8]);
    expect(imageSize(padded(png))).toEqual({ width: 4000, height: 3000 });
  });

  it('skips JPEG segments up to the frame header', () => {
    const jpeg = bytes(
      [0xff, 0xd8],
      [0xff, 0xe0, 0, 6, 1, 2, 3, 4],
      [0xff, 0xc4, 0, 3, 0],
      [0xff, 0xc2, 0, 17, 8, 0x03, 0x00, 0x04, 0x00],
    );
    expect(imageSize(padded(jpeg))).toEqual({ width: 1024, height: 768 });
  });

  it('reads the three kinds of WebP', () => {
    const lossy = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8 ',
      [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0, 4, 0, 4],
    );
    expect(imageSize(padded(lossy))).toEqual({ width: 1024, height: 1024 });
    // 14 bits each, minus one: 1023 | 511 << 14.
    const bits = 1023 | (511 << 14);
    const lossless = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8L',
      [0, 0, 0, 0, 0x2f],
      [bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff],
    );
    expect(imageSize(padded(lossless))).toEqual({ width: 1024, height: 512 });
    const extended = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8X',
      [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0x03, 0, 0xff, 0x01, 0],
    );
    expect(imageSize(padded(extended))).toEqual({ width: 1024, height: 512 });
  });

  it('answers null for what is no picture', () => {
    expect(imageSize(padded(bytes('just some text, renamed to .jpg')))).toBeNull();
  });
});
