import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { useAdminChange } from './admin-change';

/** The address form's fields: the address's id is the dialog's, not the form's. */
export type AddressForm = Omit<components['schemas']['StaffAddressRequest'], 'address_id'>;

export const updateAddress = (body: components['schemas']['StaffAddressRequest']) => expectData(apiClient.POST('/v2/admin/form/update-user-address', { body }));

export const useUpdateAddress = () => useAdminChange(updateAddress);
