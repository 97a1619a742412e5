import { queryOptions } from '@tanstack/react-query';
import { expectData, expectOk } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { Answers, Consultation, StoredPhoto } from './consultation-api-types';
import { uploadFetch } from './upload-fetch';

export const consultationQueryKey = (type: string) => ['consultation', 'draft', type] as const;

/**
 * Starts or resumes the customer's draft for this type. A POST, but it only ever
 * returns the same draft, so it is read like a query: on mount, never in the background
 * (a refetch must not overwrite answers being typed), and dropped when the page closes
 * so coming back reads the server's copy again.
 */
export function consultationQueryOptions(type: Consultation['type']) {
  return queryOptions({
    queryKey: consultationQueryKey(type),
    queryFn: ({ signal }) => expectData(apiClient.POST('/v2/consultations', { body: { type }, signal })),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Merges these answers into the draft. `keepalive` lets the request outlive the page (pagehide). */
export function saveAnswers(consultationId: number, answers: Answers, options: { keepalive?: boolean } = {}): Promise<void> {
  return expectOk(
    apiClient.PUT('/v2/consultations/{id}/answers', {
      params: { path: { id: consultationId } },
      body: { answers },
      keepalive: options.keepalive,
    }),
  );
}

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

export function deletePhoto(consultationId: number, photoId: string): Promise<void> {
  return expectOk(
    apiClient.DELETE('/v2/consultations/{id}/photos/{photoId}', { params: { path: { id: consultationId, photoId } } }),
  );
}

export function submitConsultation(consultationId: number): Promise<{ subscriptionId: number }> {
  return expectData(apiClient.POST('/v2/consultations/{id}/submit', { params: { path: { id: consultationId } } }));
}
