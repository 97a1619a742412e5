import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** Called by the note's autosave itself: nothing is refetched, so the note being typed is never redrawn. */
export const updateNote = (body: { user: number; note: string }) => expectData(apiClient.POST('/admin/order/update-user-note', { body }));
