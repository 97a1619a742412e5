import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { RegistrationProgress } from './get-registration-progress';

/** Each step sends only what it has: the server keeps what earlier calls saved. */
export type RegistrationProgressUpdate = Omit<components['schemas']['RegistrationProgressRequest'], 'email'> & {
  email?: string;
};

export function saveRegistrationProgress(update: RegistrationProgressUpdate): Promise<RegistrationProgress> {
  return expectData(
    apiClient.PUT('/auth/registration-progress', {
      body: update as components['schemas']['RegistrationProgressRequest'],
    }),
  );
}
