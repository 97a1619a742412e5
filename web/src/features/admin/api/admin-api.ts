import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type SubscriptionRow = components['schemas']['StaffSubscriptionRowView'];
export type SubscriptionDetail = components['schemas']['StaffSubscriptionDetailResponse'];
export type SubscriptionItem = components['schemas']['StaffItemView'];
export type CustomerCard = components['schemas']['StaffCustomerCardView'];
export type CatalogueTreatment = components['schemas']['StaffCatalogueTreatmentView'];
export type CatalogueItem = components['schemas']['StaffCatalogueItemView'];
export type AuditEntry = components['schemas']['AuditEntryView'];
export type AddressForm = Omit<components['schemas']['StaffAddressRequest'], 'address_id'>;

export interface SubscriptionListQuery {
  keyword?: string;
  status: string;
  treatment?: number;
  page: number;
  perPage: number;
}

const adminKeys = {
  list: (query: SubscriptionListQuery) => ['admin', 'subscriptions', query] as const,
  detail: (id: number) => ['admin', 'subscription', id] as const,
  catalogue: ['admin', 'treatments'] as const,
  history: (about: HistoryAbout) => ['admin', 'audit', about] as const,
  cards: (email: string) => ['admin', 'cards', email] as const,
  prescriber: ['admin', 'prescriber-profile'] as const,
};

export function useSubscriptionList(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: adminKeys.list(query),
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/form/get-subscriptions', { params: { query: { ...query, status: query.status as never } }, signal })),
    // The table keeps its rows while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptionDetail(id: number) {
  return useQuery({
    queryKey: adminKeys.detail(id),
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/subscription', { params: { query: { id } }, signal })),
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status === 404),
  });
}

export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.catalogue,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/treatments', { signal })),
    staleTime: 60_000,
  });
}

export const useCatalogue = () => useQuery(catalogueQueryOptions());

export interface HistoryAbout {
  subscriptionId?: number;
  userId?: number;
  /** One thing's history, e.g. 'treatment_item:4'. */
  subject?: string;
}

export function useHistory(about: HistoryAbout) {
  return useQuery({
    queryKey: adminKeys.history(about),
    queryFn: ({ signal }) =>
      expectData(apiClient.GET('/v2/admin/data/audit', { params: { query: { subscription_id: about.subscriptionId, user_id: about.userId, subject: about.subject } }, signal })),
    enabled: Boolean(about.subscriptionId || about.userId || about.subject),
  });
}

/** Spec §5: fetched only once the email contains '@'. */
export function useCustomerCards(email: string) {
  const trimmed = email.trim().toLowerCase();
  return useQuery({
    queryKey: adminKeys.cards(trimmed),
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/get-user-payment-methods', { params: { query: { email: trimmed } }, signal })),
    enabled: trimmed.includes('@'),
  });
}

/** The signed-in staff member's prescriber profile; null for staff who may see reviews but not decide them. */
export function usePrescriberProfile() {
  return useQuery({
    queryKey: adminKeys.prescriber,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/prescriber-profile', { signal })),
    staleTime: 5 * 60_000,
  });
}

/**
 * One hook per screen for the back office's changes: each refetches the subscription,
 * the lists and the histories, since any change shows in all of them.
 */
export function useAdminChange<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const adminCalls = {
  updateDate: (body: { sub_id: number; due_at: string }) => expectData(apiClient.POST('/v2/admin/form/subscription/update-date', { body })),
  end: (body: { subscription: number }) => expectData(apiClient.POST('/v2/admin/form/end-subscription', { body })),
  review: (body: components['schemas']['ReviewDecisionRequest']) => expectData(apiClient.POST('/v2/admin/form/review', { body })),
  addItem: (body: { id: number; item_id: number }) => expectData(apiClient.POST('/v2/admin/form/subscription/add-item', { body })),
  changeItem: (body: { id: number; item_id: number }) => expectData(apiClient.POST('/v2/admin/form/subscription/change-item', { body })),
  removeItem: (body: { id: number }) => expectData(apiClient.POST('/v2/admin/form/subscription/remove-item', { body })),
  itemStatus: (body: { id: number; status: SubscriptionItem['status'] }) => expectData(apiClient.POST('/v2/admin/form/subscription/update-item-status', { body })),
  itemShipping: (body: { id: number; value: string }) => expectData(apiClient.POST('/v2/admin/form/subscription/update-item-shipping', { body })),
  updateAddress: (body: components['schemas']['StaffAddressRequest']) => expectData(apiClient.POST('/v2/admin/form/update-user-address', { body })),
  updateNote: (body: { user: number; note: string }) => expectData(apiClient.POST('/admin/order/update-user-note', { body })),
  startSubscription: (body: { user: string; pm: string; plan: number; startDate: string }) => expectData(apiClient.POST('/v2/admin/form/start-user-subscription', { body })),
  updateCatalogueItem: (body: components['schemas']['CatalogueItemUpdateRequest']) => expectData(apiClient.POST('/v2/admin/form/treatment-item/update', { body })),
};
