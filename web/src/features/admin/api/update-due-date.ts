import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useAdminChange } from './admin-change';

export const updateDueDate = (body: { sub_id: number; due_at: string }) => expectData(apiClient.POST('/v2/admin/form/subscription/update-date', { body }));

export const useUpdateDueDate = () => useAdminChange(updateDueDate);
