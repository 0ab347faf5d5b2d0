import { isUsername } from '@/lib/validation/username';

/** Which profile a screen shows: by user id, by username, or the signed-in user's own (GET /v1/user/me). */
export type ProfileTarget = { by: 'id'; id: number } | { by: 'username'; username: string } | { by: 'me' };

/** The route parameters of /profile/id/:userId, /profile/username/:username and /profile/:identifier. */
export interface ProfileParams {
  userId?: string;
  username?: string;
  identifier?: string;
}

function byId(text: string): ProfileTarget | null {
  const id = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? { by: 'id', id } : null;
}

// A text that breaks the username rule (`..%2Fuser%2Fme`, `%00`) names nobody: no one could have registered it.
function byUsername(text: string): ProfileTarget | null {
  const username = text.trim();
  return isUsername(username) ? { by: 'username', username } : null;
}

/**
 * The target named by the URL, or null when it cannot name anyone (`/profile/id/abc`): the screen then says
 * "not found" without asking the server. A bare identifier of digits only is an id, anything else a username.
 */
export function profileTarget(params: ProfileParams): ProfileTarget | null {
  if (params.userId !== undefined) return byId(params.userId);
  if (params.username !== undefined) return byUsername(params.username);
  if (params.identifier !== undefined) {
    return /^\d+$/.test(params.identifier) ? byId(params.identifier) : byUsername(params.identifier);
  }
  return null;
}

/** A stable text per target, to key the screen so moving to another person starts from a clean state. */
export function targetKey(target: ProfileTarget | null): string {
  if (target === null) return 'none';
  if (target.by === 'id') return `id:${target.id}`;
  if (target.by === 'username') return `username:${target.username}`;
  return 'me';
}
