import { useGetCurrentUser, useGetProfileById, useGetProfileByUsername } from '@/generated/api/user/user';
import type { UserProfile } from '@/generated/api/model';
import { ApiError, isNotFound } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/api/prefetch';
import { readProfile } from '../utils/profile-data';
import type { ProfileTarget } from '../utils/profile-target';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; profile: UserProfile };

/**
 * One of the three profile calls, by target (only that one is enabled), reduced to what the screen shows. A
 * public profile's answer may already be there: the router asks for it beside the page's code (prefetch-profile).
 * An answer that says not found (isNotFound), or a URL that names nobody, is "not found"; an answer without a readable profile is an error like
 * any failed load (an unreadable answer), so the visitor can try again.
 */
export function useProfile(target: ProfileTarget | null): ProfileState {
  const byId = useGetProfileById(target?.by === 'id' ? target.id : 0, {
    query: { enabled: target?.by === 'id', staleTime: PREFETCHED_FRESH_MS },
  });
  const byUsername = useGetProfileByUsername(target?.by === 'username' ? target.username : '', {
    query: { enabled: target?.by === 'username', staleTime: PREFETCHED_FRESH_MS },
  });
  const own = useGetCurrentUser({ query: { enabled: target?.by === 'me' } });

  if (target === null) return { status: 'not-found' };
  const query = target.by === 'id' ? byId : target.by === 'username' ? byUsername : own;
  const retry = () => void query.refetch();

  if (isNotFound(query.error)) return { status: 'not-found' };
  if (query.data) {
    const profile = readProfile(query.data.data);
    if (profile) return { status: 'ready', profile };
    return { status: 'error', error: new ApiError('malformed', 200, query.data), retry };
  }
  if (query.isError) return { status: 'error', error: query.error, retry };
  return { status: 'loading' };
}
