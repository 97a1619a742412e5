import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const getPrescriberProfile = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/admin/data/prescriber-profile', { signal }));

/** The signed-in staff member's prescriber profile; null for staff who may see reviews but not decide them. */
export function usePrescriberProfile() {
  return useQuery({ queryKey: ['admin', 'prescriber-profile'], queryFn: ({ signal }) => getPrescriberProfile(signal), staleTime: 5 * 60_000 });
}
