import { subscribeDestinations } from '../../src/generated/realtime/channels.ts';
import { encodeStompFrame, parseStompFrames, type StompVersion } from '../realtime/stomp-frame.ts';
import { corruptBody } from './drift.ts';

/*
 * MOCK_DRIFT for the socket: an AsyncAPI `receive` operation of asyncapi.yaml (receiveChatMessage,
 * receiveNotification, …) in the list makes the standalone server corrupt one field of every MESSAGE frame it
 * sends on that channel's destination, the way drift.ts corrupts an HTTP answer (the first numeric `id`
 * becomes a string). So CI can prove the contract checker's `--stomp` names the destination and the field.
 * The frames are rewritten on their way out of the SockJS connection; the broker itself is untouched.
 */

export interface StompDrift {
  /** The AsyncAPI operations being drifted, for the start-up line. */
  operations: string[];
  /** The text to write instead of `text`: the same frames, the drifted ones' bodies corrupted. */
  rewrite: (text: string) => string;
}

interface DriftedChannel {
  operation: string;
  matches: (destination: string) => boolean;
}

const channels = Object.values(subscribeDestinations);

/** True for an operationId of asyncapi.yaml's receive operations (so not an HTTP operation of openapi.yaml). */
export function isStompOperation(operationId: string): boolean {
  return channels.some((channel) => channel.operation === operationId);
}

function channelOf(operationId: string): DriftedChannel {
  const channel = channels.find((candidate) => candidate.operation === operationId);
  if (!channel) throw new Error(`MOCK_DRIFT: asyncapi.yaml has no receive operation "${operationId}"`);
  // `/topic/notifications/{userId}` matches every user's destination.
  const source = channel.address
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  const pattern = new RegExp(`^${source}$`);
  return { operation: operationId, matches: (destination) => pattern.test(destination) };
}

/** null when no operation of the list is a STOMP one. */
export function stompDrift(operationIds: string[], log: (line: string) => void): StompDrift | null {
  const drifted = operationIds.filter(isStompOperation).map(channelOf);
  if (drifted.length === 0) return null;
  // The broker writes whole frames, each escaped as STOMP 1.2 (the version stompjs and the app negotiate).
  const version: StompVersion = '1.2';
  return {
    operations: drifted.map((channel) => channel.operation),
    rewrite(text) {
      if (!text.startsWith('MESSAGE\n')) return text;
      let parsed;
      try {
        parsed = parseStompFrames(text, version);
      } catch {
        return text;
      }
      if (parsed.rest !== '' || parsed.frames.length === 0) return text;
      return parsed.frames
        .map((frame) => {
          const destination = frame.headers.destination ?? '';
          const channel = drifted.find((candidate) => candidate.matches(destination));
          if (frame.command !== 'MESSAGE' || !channel) return encodeStompFrame(frame, version);
          let body: unknown;
          try {
            body = JSON.parse(frame.body);
          } catch {
            return encodeStompFrame(frame, version);
          }
          const field = corruptBody(body);
          log(`drift: ${channel.operation} ${destination} → ${field ?? 'nothing to corrupt'}`);
          return encodeStompFrame({ ...frame, body: JSON.stringify(body) }, version);
        })
        .join('');
    },
  };
}
