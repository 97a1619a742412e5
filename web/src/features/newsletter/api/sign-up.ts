import { useMutation } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export function useNewsletterSignUp() {
  return useMutation({
    mutationFn: (email: string) =>
      expectData(apiClient.POST('/newsletter/sign-up', { body: { email } })),
  });
}
