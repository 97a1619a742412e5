import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

export const updateCatalogueItem = (body: components['schemas']['CatalogueItemUpdateRequest']) => expectData(apiClient.POST('/v2/admin/form/treatment-item/update', { body }));

export const useUpdateCatalogueItem = () => useAdminChange(updateCatalogueItem);
