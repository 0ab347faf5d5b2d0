import { describe, expect, it } from 'vitest';
import { encodeStompFrame, parseStompFrames } from '../realtime/stomp-frame.ts';
import { isStompOperation, stompDrift } from './stomp-drift.ts';

const frame = (destination: string, body: unknown) =>
  encodeStompFrame({
    command: 'MESSAGE',
    headers: { destination, subscription: 'sub-1', 'message-id': 'mock-1' },
    body: JSON.stringify(body),
  });

describe('MOCK_DRIFT for STOMP frames', () => {
  it('corrupts the first numeric id of the frames on the drifted destination, and says which field', () => {
    const lines: string[] = [];
    const drift = stompDrift(['getAllTeachers', 'receiveNotification'], (line) => lines.push(line));

    const text = drift!.rewrite(frame('/topic/notifications/61', { id: 5, message: 'Yeni talep' }));
    const [parsed] = parseStompFrames(text, '1.2').frames;

    expect(JSON.parse(parsed!.body)).toEqual({ id: 'drifted-5', message: 'Yeni talep' });
    expect(parsed!.headers.destination).toBe('/topic/notifications/61');
    expect(lines).toEqual(['drift: receiveNotification /topic/notifications/61 → id']);
  });

  it('leaves other destinations, other commands and HTTP operations alone', () => {
    const drift = stompDrift(['receiveChatMessage'], () => {});
    const notification = frame('/topic/notifications/61', { id: 5 });
    const receipt = 'RECEIPT\nreceipt-id:r1\n\n\0';

    expect(drift!.rewrite(notification)).toBe(notification);
    expect(drift!.rewrite(receipt)).toBe(receipt);
    expect(stompDrift(['getAllTeachers'], () => {})).toBeNull();
    expect(isStompOperation('receiveChatMessage')).toBe(true);
    expect(isStompOperation('createAnnouncement')).toBe(false);
  });
});
