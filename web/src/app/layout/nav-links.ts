import type { SessionUser } from '../../features/auth/api/get-session';

export const PUBLIC_NAV_LINKS = [
  { to: '/shop', label: 'Shop' },
  { to: '/ingredients', label: 'Ingredients' },
  { to: '/meet-the-team', label: 'Meet the team' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/journal', label: 'Journal' },
  { to: '/faqs', label: 'FAQs' },
] as const;

const DASHBOARD_LINK = { to: '/v2/profile', label: 'My Dashboard' } as const;
const ADMIN_LINK = { to: '/v2/admin/subscriptions', label: 'Admin' } as const;

/** Public links, then the account links the visitor's role allows. */
export function navLinksFor(user: SessionUser | null) {
  if (!user) return [...PUBLIC_NAV_LINKS];
  if (user.role === 'admin') return [...PUBLIC_NAV_LINKS, DASHBOARD_LINK, ADMIN_LINK];
  return [...PUBLIC_NAV_LINKS, DASHBOARD_LINK];
}
