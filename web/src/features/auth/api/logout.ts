import { useMutation } from '@tanstack/react-query';
import { expectOk } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const logout = () => expectOk(apiClient.POST('/logout'));

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    // A full page load drops every cached query that belonged to the old session.
    onSuccess: () => window.location.assign('/'),
    // GET /logout also ends the session (then redirects home), so a rejected POST
    // (say, a stale CSRF token) never leaves the customer stuck signed in.
    onError: () => window.location.assign('/logout'),
  });
}
