import { describe, expect, it } from 'vitest';
import { counterpartReply } from './counterpart-replies';
import { decodeSockjsClientMessage, sockjsClose, sockjsMessages } from './sockjs';
import { encodeStompFrame, parseStompFrames, StompSyntaxError } from './stomp-frame';

describe('STOMP frames', () => {
  it('writes a NULL-terminated frame with the body length in UTF-8 octets', () => {
    const text = encodeStompFrame({
      command: 'MESSAGE',
      headers: { destination: '/topic/messages' },
      body: 'Çok iyi',
    });
    expect(text).toBe('MESSAGE\ndestination:/topic/messages\ncontent-length:8\n\nÇok iyi\0');
  });

  it('escapes header values in 1.2 but not in CONNECTED, and reads them back', () => {
    const frame = { command: 'MESSAGE', headers: { note: 'a:b\\c\nd\re' }, body: '' };
    const text = encodeStompFrame(frame, '1.2');
    expect(text).toContain('note:a\\cb\\\\c\\nd\\re');
    expect(parseStompFrames(text, '1.2').frames[0]?.headers.note).toBe('a:b\\c\nd\re');
    // 1.1 has no \r escape; CONNECTED is never escaped.
    expect(encodeStompFrame(frame, '1.1')).toContain('note:a\\cb\\\\c\\nd\re');
    expect(encodeStompFrame({ command: 'CONNECTED', headers: { server: 'a:b' }, body: '' })).toContain(
      'server:a:b',
    );
  });

  it('reads several frames, heart-beats between them, and keeps an incomplete one for later', () => {
    const first = encodeStompFrame({
      command: 'SEND',
      headers: { destination: '/app/send' },
      body: '{"a":"ğüşiöç"}',
    });
    const second = 'SUBSCRIBE\nid:sub-0\ndestination:/topic/messages\n\n\0';
    const result = parseStompFrames(`\n\r\n${first}\n${second}SEND\ndestination:/app`, '1.2');
    expect(result.frames.map((f) => f.command)).toEqual(['SEND', 'SUBSCRIBE']);
    expect(result.frames[0]?.body).toBe('{"a":"ğüşiöç"}');
    expect(result.heartbeats).toBe(3);
    expect(result.rest).toBe('SEND\ndestination:/app');
  });

  it('lets a body with content-length contain NUL, and waits for all of its octets', () => {
    const body = 'a\0ş';
    const text = `SEND\ncontent-length:4\n\n${body}\0`;
    expect(parseStompFrames(text, '1.2').frames[0]?.body).toBe(body);
    expect(parseStompFrames(text.slice(0, -2), '1.2')).toMatchObject({ frames: [], rest: text.slice(0, -2) });
  });

  it('keeps the first of repeated headers and rejects malformed frames', () => {
    expect(parseStompFrames('SEND\nx:1\nx:2\n\n\0', '1.2').frames[0]?.headers.x).toBe('1');
    expect(() => parseStompFrames('send\n\n\0', '1.2')).toThrow(StompSyntaxError);
    expect(() => parseStompFrames('SEND\nnocolon\n\n\0', '1.2')).toThrow(StompSyntaxError);
    expect(() => parseStompFrames('SEND\ncontent-length:x\n\n\0', '1.2')).toThrow(StompSyntaxError);
  });
});

describe('SockJS framing', () => {
  it('wraps messages and closes', () => {
    expect(sockjsMessages(['a\0', 'b'])).toBe('a["a\\u0000","b"]');
    expect(sockjsClose(1002, 'STOMP protocol error')).toBe('c[1002,"STOMP protocol error"]');
  });

  it('reads a client message as a list of strings', () => {
    expect(decodeSockjsClientMessage('["CONNECT\\n\\n\\u0000"]')).toEqual(['CONNECT\n\n\0']);
    expect(decodeSockjsClientMessage('[1]')).toBeNull();
    expect(decodeSockjsClientMessage('nope')).toBeNull();
  });
});

describe('counterpart replies', () => {
  it('answers in the voice of the counterpart, the same way for the same text', () => {
    expect(counterpartReply('Merhaba hocam', 'teacher', 'Elif')).toMatch(/^Merhaba Elif/);
    expect(counterpartReply('Çok teşekkürler!', 'student', 'Zeynep')).toMatch(/teşekkür|Rica/);
    expect(counterpartReply('Cuma müsait misiniz', 'teacher', 'Elif')).toBe(
      counterpartReply('Cuma müsait misiniz', 'teacher', 'Elif'),
    );
  });
});
