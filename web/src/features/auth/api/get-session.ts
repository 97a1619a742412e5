import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type Session = paths['/auth/session']['get']['responses'][200]['content']['application/json'];
export type SessionUser = NonNullable<Session['user']>;

export const sessionQueryKey = ['auth', 'session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => expectData(apiClient.GET('/auth/session', { signal })),
    staleTime: 5 * 60_000,
    // Every page waits on this call, so give up quickly and treat the visitor as signed out.
    retry: 1,
    retryDelay: 300,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * The signed-in user, or null. `isResolved` stays false until the session call settles,
 * so the header does not flash "Log in" at a signed-in customer. A failed call counts as
 * signed out: the shop stays usable when the session endpoint is down.
 */
export function useCurrentUser(): { user: SessionUser | null; isResolved: boolean } {
  const { data, isPending } = useSession();
  return { user: data?.user ?? null, isResolved: !isPending };
}

/** For route guards: the session, or "signed out" when it cannot be loaded. */
export async function getSessionUser(queryClient: QueryClient): Promise<SessionUser | null> {
  try {
    const session = await queryClient.ensureQueryData(sessionQueryOptions());
    return session.user;
  } catch {
    return null;
  }
}
