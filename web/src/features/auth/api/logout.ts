import message from 'antd/es/message';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { describeError, expectOk } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { sessionQueryOptions } from './get-session';

/** Signing out is a POST with the session's CSRF token, and nothing else: opening /logout signs nobody out. */
const postLogout = () => expectOk(apiClient.POST('/logout'));

/**
 * Signs out; a refusal (usually a CSRF token gone stale, say after signing in in another tab)
 * is followed by a fresh read of the session: signed out already counts as done, otherwise
 * the POST goes once more with the new token.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout();
  } catch {
    const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    if (!session.user && !session.secondFactor) return;
    await postLogout();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(queryClient),
    // A full page load drops every cached query that belonged to the old session.
    onSuccess: () => window.location.assign('/'),
    onError: (error) => void message.error(describeError(error)),
  });
}
