import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type CatalogueTreatment = components['schemas']['StaffCatalogueTreatmentView'];
export type CatalogueItem = components['schemas']['StaffCatalogueItemView'];

export const getCatalogue = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/admin/data/treatments', { signal }));

export const useCatalogue = () => useQuery({ queryKey: ['admin', 'treatments'], queryFn: ({ signal }) => getCatalogue(signal), staleTime: 60_000 });
