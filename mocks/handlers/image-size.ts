/*
 * A picture's pixel size from its header bytes (PNG, JPEG, GIF, WebP), so the mock can tell what an upload
 * really holds without any native image library. null when the bytes are none of these.
 */

export interface PixelSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

function jpegSize(bytes: Uint8Array, view: DataView): PixelSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Start-of-frame markers (baseline, progressive, ...) hold the size; 0xc4, 0xc8 and 0xcc are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): PixelSize | null {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ')
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const read24 = (at: number) =>
      (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return { width: read24(24) + 1, height: read24(27) + 1 };
  }
  return null;
}

export function imageSize(buffer: ArrayBuffer): PixelSize | null {
  const bytes = new Uint8Array(buffer);
  if (bytes.length < 30) return null;
  const view = new DataView(buffer);
  if (ascii(bytes, 1, 4) === 'PNG') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  if (ascii(bytes, 0, 3) === 'GIF')
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return webpSize(bytes, view);
  return null;
}
