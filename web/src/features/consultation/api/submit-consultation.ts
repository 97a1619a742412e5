import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export function submitConsultation(consultationId: number): Promise<{ subscriptionId: number }> {
  return expectData(apiClient.POST('/v2/consultations/{id}/submit', { params: { path: { id: consultationId } } }));
}
