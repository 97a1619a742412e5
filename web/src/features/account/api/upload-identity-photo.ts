import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useIdentityChange } from './get-identity-check';

export type IdentityPhotoKind = 'document' | 'selfie';

export function uploadIdentityPhoto({ kind, photo }: { kind: IdentityPhotoKind; photo: File }) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('photo', photo);
  return expectData(
    apiClient.POST('/v2/profile/form/identity-photo', {
      // The typed body describes the fields; what is sent is the FormData itself.
      body: { photo: '', kind },
      bodySerializer: () => form,
    }),
  );
}

export const useUploadIdentityPhoto = () => useIdentityChange(uploadIdentityPhoto);
