import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type StaffCheckIns = components['schemas']['StaffCheckInsResponse'];
export type CheckIn = components['schemas']['CheckInItem'];

/** A subscription's check-ins with the patient's baseline photo (each read audited on the server). */
export const checkInsQuery = (subscriptionId: number) =>
  queryOptions({
    queryKey: ['admin', 'check-ins', subscriptionId] as const,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/check-ins', { params: { query: { subscription_id: subscriptionId } }, signal })),
  });

export const useCheckIns = (subscriptionId: number) => useQuery(checkInsQuery(subscriptionId));
