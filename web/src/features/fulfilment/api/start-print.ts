import { useMutation } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { DocumentType } from '../lib/item-actions';

export const startPrint = (body: { item_ids: number[]; types: DocumentType[] }) => expectData(apiClient.POST('/v2/admin/form/dispatch/print', { body }));

export const useStartPrint = () => useMutation({ mutationFn: startPrint });
