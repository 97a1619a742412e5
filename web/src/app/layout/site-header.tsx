import { Logo } from '../../components/brand/logo';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { AccountActions } from './account-actions';
import { MobileMenu } from './mobile-menu';
import { NavLinkList } from './nav-link-list';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { user, isResolved } = useCurrentUser();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <NavLinkList user={user} className={styles.links} linkClassName={styles.link} />
        </nav>
        {/* Wait for the session so a signed-in customer never sees "Log in" flash. */}
        <div className={styles.actions}>{isResolved && <AccountActions user={user} />}</div>
        <div className={styles.menu}>
          <MobileMenu user={user} isSessionResolved={isResolved} />
        </div>
      </div>
    </header>
  );
}
