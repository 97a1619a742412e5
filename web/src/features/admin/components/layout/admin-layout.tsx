import ConfigProvider from 'antd/es/config-provider';
import App from 'antd/es/app';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { RecentSecondFactorPrompt } from '../../../../components/admin/recent-second-factor-prompt';
import { AntdProvider } from '../../../../components/antd/antd-provider';
import { MenuIcon } from '../../../../components/icons/menu-icon';
import { BRAND_NAME } from '../../../../lib/brand';
import { ADMIN_NAV } from './admin-nav';
import { adminTheme } from './admin-theme';
import styles from './admin-layout.module.css';

/**
 * The back office's shell: the 'Admin Dashboard' top bar with the menu toggle, and the
 * drawer with the logo and links. On a desk the drawer stays open beside the page (the
 * toggle folds it away); on a phone it slides over the page and closes after a choice.
 */
export function AdminLayout() {
  const [narrowOpen, setNarrowOpen] = useState(false);
  const [wideClosed, setWideClosed] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const drawerId = useId();

  // A new page closes the phone drawer.
  useEffect(() => setNarrowOpen(false), [pathname]);
  useEffect(() => {
    if (!narrowOpen) return undefined;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setNarrowOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [narrowOpen]);

  const toggle = () => {
    if (window.matchMedia('(min-width: 992px)').matches) setWideClosed((closed) => !closed);
    else setNarrowOpen((open) => !open);
  };

  return (
    <AntdProvider>
      <ConfigProvider theme={adminTheme}>
        <App component={false}>
          <div className={styles.shell} data-drawer-closed={wideClosed || undefined} data-drawer-open={narrowOpen || undefined}>
          <header className={styles.topBar}>
            <button type="button" className={styles.toggle} onClick={toggle} aria-controls={drawerId} aria-expanded={narrowOpen || !wideClosed} aria-label="Menu">
              <MenuIcon />
            </button>
            <span className={styles.title}>Admin Dashboard</span>
            <Link to="/" className={styles.shopLink}>
              Shop
            </Link>
          </header>
          <nav id={drawerId} className={styles.drawer} aria-label="Admin">
            <div className={styles.logo} aria-hidden="true">
              <svg viewBox="0 0 32 32" className={styles.mark} focusable="false">
                <rect width="32" height="32" rx="9" />
                <path d="M16 7c4.5 5 7 8.6 7 11.6A7 7 0 0 1 9 18.6C9 15.6 11.5 12 16 7Z" />
              </svg>
              <span>{BRAND_NAME}</span>
            </div>
            <ul className={styles.links}>
              {ADMIN_NAV.map((link) => (
                <li key={link.to}>
                  {link.serverPage ? (
                    <a href={link.to} className={styles.link}>
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to as '/'} className={styles.link} activeProps={{ className: `${styles.link} ${styles.active}`, 'aria-current': 'page' }}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" className={styles.backdrop} tabIndex={-1} aria-hidden="true" onClick={() => setNarrowOpen(false)} />
          <main className={styles.main} id="main-content" tabIndex={-1}>
            <Outlet />
          </main>
          <RecentSecondFactorPrompt />
          </div>
        </App>
      </ConfigProvider>
    </AntdProvider>
  );
}
