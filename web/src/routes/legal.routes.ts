import { createRoute } from '@tanstack/react-router';
import { legalDocumentQueryOptions } from '../features/legal/api/get-legal-document';
import { PrivacyPolicyPage, TermsPage } from '../features/legal/components/legal-document-page';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

// Both bundled with the entry, not lazy: the server draws these pages, and hydrating them needs no extra round trip.

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [legalDocumentQueryOptions('terms')]),
  staticData: { islandsOnly: true },
  component: TermsPage,
});

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [legalDocumentQueryOptions('privacy-policy')]),
  staticData: { islandsOnly: true },
  component: PrivacyPolicyPage,
});
