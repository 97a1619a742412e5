import { getRouteApi, Link, Outlet } from '@tanstack/react-router';
import { AntdProvider } from '../../../components/antd/antd-provider';
import styles from './account-layout.module.css';

const accountRoute = getRouteApi('/v2/profile');

/** Spec §2 Customer account: the panel's links, each with its one-line description. */
const ACCOUNT_PAGES = [
  { to: '/v2/profile', label: 'Dashboard', description: 'Overview of your account', icon: <DashboardIcon /> },
  { to: '/v2/profile/chat', label: 'Chat', description: 'Get in touch with our team', icon: <ChatIcon /> },
  { to: '/v2/profile/photos', label: 'Photos', description: 'Update us with your latest progress', icon: <PhotoIcon /> },
] as const;

/**
 * The account shell: 'Hey, {first name}' and the account's pages in a left panel on a
 * desktop, a row of tabs above the page on a phone. The page itself is the Outlet.
 */
export function AccountLayout() {
  const { user } = accountRoute.useRouteContext();
  return (
    <AntdProvider>
      <div className={styles.shell}>
        <nav aria-label="Your account" className={styles.panel}>
          <p className={styles.greeting}>Hey, {user.firstName || 'there'}</p>
          <ul className={styles.links}>
            {ACCOUNT_PAGES.map((page) => (
              <li key={page.to}>
                <Link
                  // Plain links for pages not in this build's route tree yet; typed links once they are.
                  to={page.to as string}
                  activeOptions={{ exact: true }}
                  className={styles.link}
                  activeProps={{ className: styles.active, 'aria-current': 'page' }}
                >
                  <span className={styles.icon} aria-hidden="true">
                    {page.icon}
                  </span>
                  <span className={styles.linkText}>
                    <span className={styles.label}>{page.label}</span>
                    <span className={styles.description}>{page.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </AntdProvider>
  );
}

function DashboardIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}

function PhotoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <rect x="3" y="6" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path d="M8 6l1.5-2h5L16 6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    </svg>
  );
}
