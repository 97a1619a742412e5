import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * For the back office's changes: each refetches the subscription, the lists and the
 * histories, since any change shows in all of them.
 */
export function useAdminChange<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
