import { useId } from 'react';
import { Button } from '../../components/buttons/button';
import { CloseIcon } from '../../components/icons/close-icon';
import type { SessionUser } from '../../features/auth/api/get-session';
import { AccountActions } from './account-actions';
import { NavLinkList } from './nav-link-list';
import { useModalDialog } from '../../lib/use-modal-dialog';
import styles from './mobile-menu.module.css';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  user: SessionUser | null;
  isSessionResolved: boolean;
}

/**
 * A native modal <dialog>: the browser traps focus, closes it on Esc and hands focus
 * back to the menu button, without shipping a drawer library to every phone.
 */
export function MobileMenuDrawer({ open, onClose, user, isSessionResolved }: MobileMenuDrawerProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();


  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={styles.drawer}
      onClose={onClose}
      // The panel fills the dialog, so a click on the dialog itself is on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            Menu
          </h2>
          <Button kind="text" icon={<CloseIcon />} aria-label="Close menu" onClick={onClose} />
        </div>
        <div className={styles.body}>
          <nav aria-label="Main">
            <NavLinkList user={user} className={styles.links} linkClassName={styles.link} onNavigate={onClose} />
          </nav>
          {isSessionResolved && (
            <div className={styles.actions}>
              <AccountActions user={user} block onNavigate={onClose} />
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
