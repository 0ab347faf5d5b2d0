import type { QueryClient } from '@tanstack/react-query';
import {
  getGetProfileByIdQueryOptions,
  getGetProfileByUsernameQueryOptions,
} from '@/generated/api/user/user';
import { prefetchForScreen } from '@/lib/api/prefetch';
import { type ProfileParams, profileTarget } from './profile-target';

/**
 * A public profile, asked for beside the page's code (its largest text is the teacher's own); the page's query
 * (use-profile.ts) picks up the answer. A URL that names nobody asks for nothing.
 */
export async function prefetchProfile(queryClient: QueryClient, params: ProfileParams): Promise<void> {
  const target = profileTarget(params);
  if (target?.by === 'id') await prefetchForScreen(queryClient, getGetProfileByIdQueryOptions(target.id));
  if (target?.by === 'username')
    await prefetchForScreen(queryClient, getGetProfileByUsernameQueryOptions(target.username));
}
