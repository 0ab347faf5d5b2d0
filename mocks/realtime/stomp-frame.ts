/*
 * STOMP 1.0–1.2 frames as the mock broker reads and writes them (https://stomp.github.io/stomp-specification-1.2.html):
 * COMMAND, header lines, a blank line, the body, a NULL octet. Bare end-of-lines between frames are heart-beats.
 * Header values are escaped in 1.1 and 1.2 (`\\`, `\n`, `\c`, and `\r` in 1.2) except in CONNECT and CONNECTED;
 * a body's `content-length` counts UTF-8 octets, not characters, and lets the body contain NULs.
 */

export type StompVersion = '1.0' | '1.1' | '1.2';

export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const escapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', ':': '\\c', '\r': '\\r' };
const unescapes: Record<string, string> = { '\\\\': '\\', '\\n': '\n', '\\c': ':', '\\r': '\r' };

const escapesHeaders = (version: StompVersion, command: string) =>
  version !== '1.0' && command !== 'CONNECT' && command !== 'CONNECTED' && command !== 'STOMP';

function escapeValue(value: string, version: StompVersion): string {
  const pattern = version === '1.2' ? /[\\\n:\r]/g : /[\\\n:]/g;
  return value.replace(pattern, (char) => escapes[char] ?? char);
}

function unescapeValue(value: string, version: StompVersion): string {
  const pattern = version === '1.2' ? /\\[\\ncr]/g : /\\[\\nc]/g;
  return value.replace(pattern, (sequence) => unescapes[sequence] ?? sequence);
}

/** One frame as text, NULL-terminated, with a content-length whenever there is a body. */
export function encodeStompFrame(frame: StompFrame, version: StompVersion = '1.2'): string {
  const escape = escapesHeaders(version, frame.command);
  const headers = { ...frame.headers };
  if (frame.body.length > 0) headers['content-length'] = String(encoder.encode(frame.body).length);
  const lines = Object.entries(headers).map(([name, value]) =>
    escape ? `${escapeValue(name, version)}:${escapeValue(value, version)}` : `${name}:${value}`,
  );
  return `${[frame.command, ...lines].join('\n')}\n\n${frame.body}\0`;
}

export interface StompParseResult {
  frames: StompFrame[];
  /** Heart-beats (bare EOLs) seen between frames. */
  heartbeats: number;
  /** An incomplete frame to keep until more data arrives. */
  rest: string;
}

/** The body from `start`: `content-length` octets when given, else up to the first NULL; null while incomplete. */
function readBody(buffer: string, start: number, contentLength: number | null) {
  if (contentLength === null) {
    const end = buffer.indexOf('\0', start);
    return end < 0 ? null : { body: buffer.slice(start, end), next: end + 1 };
  }
  const bytes = encoder.encode(buffer.slice(start));
  if (bytes.length <= contentLength) return null;
  if (bytes[contentLength] !== 0) throw new StompSyntaxError('the body is longer than its content-length');
  const body = decoder.decode(bytes.subarray(0, contentLength));
  return { body, next: start + body.length + 1 };
}

export class StompSyntaxError extends Error {}

/**
 * Reads every complete frame from `buffer` (a connection's unread text). `version` is the negotiated one
 * (null before CONNECT), which decides how header values are unescaped. Throws StompSyntaxError on a malformed
 * frame; the broker answers that with an ERROR frame.
 */
export function parseStompFrames(buffer: string, version: StompVersion | null): StompParseResult {
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  let position = 0;
  for (;;) {
    while (buffer[position] === '\n' || (buffer[position] === '\r' && buffer[position + 1] === '\n')) {
      position += buffer[position] === '\r' ? 2 : 1;
      heartbeats += 1;
    }
    if (position >= buffer.length) return { frames, heartbeats, rest: '' };
    const blank = /\r?\n\r?\n/.exec(buffer.slice(position));
    if (!blank) return { frames, heartbeats, rest: buffer.slice(position) };
    const [command = '', ...lines] = buffer.slice(position, position + blank.index).split(/\r?\n/);
    if (!/^[A-Z]+$/.test(command))
      throw new StompSyntaxError(`"${command.slice(0, 20)}" is not a STOMP command`);
    const unescape = version !== null && escapesHeaders(version, command);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon < 0) throw new StompSyntaxError(`the header line "${line.slice(0, 40)}" has no colon`);
      const name = unescape ? unescapeValue(line.slice(0, colon), version) : line.slice(0, colon);
      const value = line.slice(colon + 1);
      // STOMP 1.2: when a header is repeated, the first one wins.
      headers[name] ??= unescape ? unescapeValue(value, version) : value;
    }
    const lengthHeader = headers['content-length'];
    const contentLength = lengthHeader === undefined ? null : Number(lengthHeader);
    if (contentLength !== null && !(Number.isInteger(contentLength) && contentLength >= 0))
      throw new StompSyntaxError(`content-length "${lengthHeader}" is not a number of octets`);
    const body = readBody(buffer, position + blank.index + blank[0].length, contentLength);
    if (!body) return { frames, heartbeats, rest: buffer.slice(position) };
    frames.push({ command, headers, body: body.body });
    position = body.next;
  }
}
