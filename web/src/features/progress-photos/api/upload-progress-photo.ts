import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { progressPhotosQuery } from './get-progress-photos';

export function uploadProgressPhoto(photo: File) {
  const form = new FormData();
  form.append('photo', photo);
  return expectData(
    apiClient.POST('/v2/profile/form/upload-photo', {
      // The typed body describes the field; what is sent is the FormData itself.
      body: { photo: '' },
      bodySerializer: () => form,
    }),
  );
}

/** Uploads one photo, then reloads the list (spec §7). */
export function useUploadProgressPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProgressPhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: progressPhotosQuery.queryKey }) });
}
