import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type AddOnOffer = paths['/catalogue/add-ons']['get']['responses'][200]['content']['application/json']['data'][number];

export const addOnOffersKey = ['account', 'add-on-offers'] as const;

export const getAddOnOffers = (signal?: AbortSignal) => expectData(apiClient.GET('/catalogue/add-ons', { signal }));

export const useAddOnOffers = () => useQuery({ queryKey: addOnOffersKey, queryFn: ({ signal }) => getAddOnOffers(signal) });
