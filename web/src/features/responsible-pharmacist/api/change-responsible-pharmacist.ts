import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { pharmacyStatusQueryKey } from '../../../components/admin/pharmacy-status';
import { responsiblePharmacistRecordsKey } from './records-key';

/** Signs the pharmacist in or out as responsible pharmacist; who is in charge and the record read again. */
export function useResponsiblePharmacistChange(change: 'sign-in' | 'sign-out') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => expectData(apiClient.POST(change === 'sign-in' ? '/v2/admin/form/responsible-pharmacist/sign-in' : '/v2/admin/form/responsible-pharmacist/sign-out')),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: pharmacyStatusQueryKey }), queryClient.invalidateQueries({ queryKey: responsiblePharmacistRecordsKey })]),
  });
}
