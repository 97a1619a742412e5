import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { StoredPhoto } from './consultation-api-types';
import { uploadFetch } from './upload-fetch';

export function uploadPhoto(
  consultationId: number,
  question: string,
  photo: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StoredPhoto> {
  const form = new FormData();
  form.append('question', question);
  form.append('photo', photo);
  return expectData(
    apiClient.POST('/v2/consultations/{id}/photos', {
      params: { path: { id: consultationId } },
      // The typed body describes the fields; what is sent is the FormData itself.
      body: { question, photo: '' },
      bodySerializer: () => form,
      fetch: uploadFetch(form, onProgress),
      signal,
    }),
  );
}
