import { useMutation } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** A check-in photo goes through the progress photo upload (checked by content, metadata removed, kept privately). */
export function uploadCheckInPhoto(photo: File) {
  const form = new FormData();
  form.append('photo', photo);
  return expectData(apiClient.POST('/v2/profile/form/upload-photo', { body: { photo: '' }, bodySerializer: () => form }));
}

export const useUploadCheckInPhoto = () => useMutation({ mutationFn: uploadCheckInPhoto });
