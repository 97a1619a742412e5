import { expectOk } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { Answers } from './consultation-api-types';

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
