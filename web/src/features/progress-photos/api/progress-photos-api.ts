import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type ProgressPhoto = components['schemas']['ProgressPhotoItem'];

const progressPhotosQuery = queryOptions({
  queryKey: ['profile', 'progress-photos'] as const,
  queryFn: async ({ signal }) => (await expectData(apiClient.GET('/v2/profile/data/photos', { signal }))).photos,
});

export function useProgressPhotos() {
  return useQuery(progressPhotosQuery);
}

/** Uploads one photo, then reloads the list (spec §7). */
export function useUploadProgressPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.append('photo', photo);
      return expectData(
        apiClient.POST('/v2/profile/form/upload-photo', {
          // The typed body describes the field; what is sent is the FormData itself.
          body: { photo: '' },
          bodySerializer: () => form,
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressPhotosQuery.queryKey }),
  });
}
