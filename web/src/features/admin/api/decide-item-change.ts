import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

/** A prescriber approves (signing a new prescription) or declines a staff change of medicine held for them (issue 18). */
export const decideItemChange = (body: components['schemas']['ItemChangeDecisionRequest']) => expectData(apiClient.POST('/v2/admin/form/item-change', { body }));

export const useDecideItemChange = () => useAdminChange(decideItemChange);
