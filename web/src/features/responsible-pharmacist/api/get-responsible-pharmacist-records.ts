import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { responsiblePharmacistRecordsKey } from './records-key';

/** The Responsible Pharmacist record, newest spell first. */
export function useResponsiblePharmacistRecords(page: number, perPage: number) {
  return useQuery({
    queryKey: [...responsiblePharmacistRecordsKey, page, perPage],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/responsible-pharmacist/records', { params: { query: { page, perPage } }, signal })),
    placeholderData: keepPreviousData,
  });
}
