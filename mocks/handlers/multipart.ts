/*
 * Reads a multipart/form-data request. `request.formData()` first; when it throws, a small parser of our own.
 * The fallback exists for vitest's jsdom environment, where Node's fetch parser builds its files with jsdom's
 * global File and then rejects them, so the app's upload tests would otherwise never reach the handler.
 */

export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: ArrayBuffer;
}

export interface MultipartFields {
  values: Map<string, string>;
  files: Map<string, UploadedFile>;
}

export async function readMultipart(request: Request): Promise<MultipartFields | null> {
  try {
    const form = await request.clone().formData();
    const fields: MultipartFields = { values: new Map(), files: new Map() };
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields.values.set(key, value);
      else
        fields.files.set(key, {
          name: value.name,
          type: value.type,
          size: value.size,
          bytes: await value.arrayBuffer(),
        });
    }
    return fields;
  } catch {
    return parseMultipart(request);
  }
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

async function parseMultipart(request: Request): Promise<MultipartFields | null> {
  const boundary = /boundary="?([^";]+)"?/i.exec(request.headers.get('Content-Type') ?? '')?.[1];
  if (!boundary) return null;
  const body = new Uint8Array(await request.arrayBuffer());
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  const fields: MultipartFields = { values: new Map(), files: new Map() };
  let start = indexOf(body, delimiter, 0);
  while (start !== -1) {
    const partStart = start + delimiter.length + 2; // past the delimiter and its CRLF
    const next = indexOf(body, delimiter, partStart);
    if (next === -1) break;
    const split = indexOf(body, headerEnd, partStart);
    if (split !== -1 && split < next) {
      const headers = decoder.decode(body.subarray(partStart, split));
      const content = body.slice(split + headerEnd.length, next - 2); // minus the CRLF before the delimiter
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      if (name !== undefined && filename !== undefined) {
        fields.files.set(name, { name: filename, type, size: content.length, bytes: content.buffer });
      } else if (name !== undefined) {
        fields.values.set(name, decoder.decode(content));
      }
    }
    start = next;
  }
  return fields;
}
