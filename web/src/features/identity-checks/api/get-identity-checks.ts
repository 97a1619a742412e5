import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type IdentityCheckForReview = components['schemas']['IdentityCheckForReviewItem'];

export const identityChecksKey = ['admin', 'identity-checks'] as const;

export const getIdentityChecks = async (signal?: AbortSignal) => (await expectData(apiClient.GET('/v2/admin/data/identity-checks', { signal }))).data;

/** The checks waiting for staff; not refetched on focus, as each photo shown is an audited read. */
export const useIdentityChecks = () => useQuery({ queryKey: identityChecksKey, queryFn: ({ signal }) => getIdentityChecks(signal), refetchOnWindowFocus: false });
