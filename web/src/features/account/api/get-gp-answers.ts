import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type GpAnswer = paths['/v2/profile/data/gp']['get']['responses'][200]['content']['application/json']['answers'][number];
export type GpStepBody = paths['/v2/profile/form/gp']['post']['requestBody']['content']['application/json'];

export const gpAnswersKey = ['account', 'gp'] as const;

export const getGpAnswers = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/profile/data/gp', { signal }));

/** The customer's answers to the GP step, one per treatment they answered it for. */
export const useGpAnswers = () => useQuery({ queryKey: gpAnswersKey, queryFn: ({ signal }) => getGpAnswers(signal) });

export const saveGpDetails = (body: GpStepBody) => expectData(apiClient.POST('/v2/profile/form/gp', { body }));

/** Saves the answer; the dashboard reads the answers again, so the step leaves the card. */
export function useSaveGpDetails() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGpDetails, onSuccess: () => queryClient.invalidateQueries({ queryKey: gpAnswersKey }) });
}
