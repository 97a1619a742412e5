import { expectOk } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export function deletePhoto(consultationId: number, photoId: string): Promise<void> {
  return expectOk(apiClient.DELETE('/v2/consultations/{id}/photos/{photoId}', { params: { path: { id: consultationId, photoId } } }));
}
