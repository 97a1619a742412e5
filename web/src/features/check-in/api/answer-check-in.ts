import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export const answerCheckIn = (body: components['schemas']['AnswerCheckInRequest']) => expectData(apiClient.POST('/v2/profile/form/check-in', { body }));

/** Sends the answers, then refreshes the account (the dashboard's step, the Photos page). */
export function useAnswerCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerCheckIn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }) });
}
