import Drawer from 'antd/es/drawer';
import type { SessionUser } from '../../features/auth/api/get-session';
import { AccountActions } from './account-actions';
import { NavLinkList } from './nav-link-list';
import styles from './mobile-menu.module.css';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  isSessionResolved: boolean;
}

export function MobileMenuDrawer({ open, onClose, user, isSessionResolved }: MobileMenuDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title="Menu"
      closable={{ 'aria-label': 'Close menu' }}
      classNames={{ body: styles.body }}
    >
      <nav aria-label="Main">
        <NavLinkList user={user} className={styles.links} linkClassName={styles.link} onNavigate={onClose} />
      </nav>
      {isSessionResolved && (
        <div className={styles.actions}>
          <AccountActions user={user} block onNavigate={onClose} />
        </div>
      )}
    </Drawer>
  );
}
