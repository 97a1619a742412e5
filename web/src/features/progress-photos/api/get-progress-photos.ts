import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type ProgressPhoto = components['schemas']['ProgressPhotoItem'];

export const getProgressPhotos = async (signal?: AbortSignal) => (await expectData(apiClient.GET('/v2/profile/data/photos', { signal }))).photos;

export const progressPhotosQuery = queryOptions({ queryKey: ['profile', 'progress-photos'] as const, queryFn: ({ signal }) => getProgressPhotos(signal) });

export function useProgressPhotos() {
  return useQuery(progressPhotosQuery);
}
