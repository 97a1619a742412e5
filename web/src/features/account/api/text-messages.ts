import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type TextMessages = components['schemas']['TextMessagesResponse'];
export type ChangeTextMessages = components['schemas']['ChangeTextMessagesRequest'];

const textMessagesKey = ['account', 'text-messages'] as const;

export const getTextMessages = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/profile/data/text-messages', { signal }));

export const useTextMessages = () => useQuery({ queryKey: textMessagesKey, queryFn: ({ signal }) => getTextMessages(signal) });

export const changeTextMessages = (body: ChangeTextMessages) => expectData(apiClient.POST('/v2/profile/form/text-messages', { body }));

/** Opt in (to a number), change the number, or opt out; the answer is the new state. */
export function useChangeTextMessages() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeTextMessages, onSuccess: (state) => queryClient.setQueryData(textMessagesKey, state) });
}
