/**
 * The drawer's links (spec §2 Admin). Chat, POM, Dispatch and Responsible pharmacist are screens
 * other features hang under the admin layout route; Queues is Bull Board, a server page, and
 * 'old admin' is the spec's full page load of /admin, which the server sends on to the admin home.
 */
export const ADMIN_NAV: { label: string; to: string; serverPage?: boolean }[] = [
  { label: 'Subscriptions', to: '/v2/admin/subscriptions' },
  { label: 'Treatments', to: '/v2/admin/treatments' },
  { label: 'Chat', to: '/v2/admin/chats' },
  { label: 'POM', to: '/v2/admin/pom' },
  { label: 'Dispatch', to: '/v2/admin/dispatch' },
  { label: 'Responsible pharmacist', to: '/v2/admin/responsible-pharmacist' },
  { label: 'Identity checks', to: '/v2/admin/identity-checks' },
  { label: 'Erasure requests', to: '/v2/admin/erasure-requests' },
  { label: 'Signatures', to: '/v2/admin/prescription-signatures' },
  { label: 'Queues', to: '/admin/queues', serverPage: true },
  { label: 'old admin', to: '/admin', serverPage: true },
];
