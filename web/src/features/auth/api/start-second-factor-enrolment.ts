import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const startSecondFactorEnrolment = () => expectData(apiClient.POST('/auth/second-factor/enrolment'));

/**
 * A new authenticator secret (QR code and key) for a staff member setting up two-factor
 * sign-in. Each call replaces the last secret, so it is asked for once per visit of the
 * screen: a query (shared by every render) rather than a mutation fired from an effect.
 */
export function useSecondFactorEnrolment() {
  return useQuery({
    queryKey: ['auth', 'second-factor-enrolment'],
    queryFn: startSecondFactorEnrolment,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
