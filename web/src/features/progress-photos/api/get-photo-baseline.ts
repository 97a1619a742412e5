import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** The customer's baseline ('before') photo: the first from their consultation, as the check-ins read answers with it. */
export const photoBaselineQuery = queryOptions({
  queryKey: ['profile', 'check-ins'] as const,
  queryFn: ({ signal }) => expectData(apiClient.GET('/v2/profile/data/check-ins', { signal })),
  select: (data) => data.baseline_photo_url,
});

export const usePhotoBaseline = () => useQuery(photoBaselineQuery);
