import { useEffect, useState } from 'react';
import { Button } from '../../components/buttons/button';
import { MenuIcon } from '../../components/icons/menu-icon';
import type { SessionUser } from '../../features/auth/api/get-session';
import { MobileMenuDrawer } from './mobile-menu-drawer';
import styles from './mobile-menu.module.css';

// Matches the breakpoint in site-header.module.css where the full navigation appears.
const DESKTOP_QUERY = '(min-width: 768px)';

interface MobileMenuProps {
  user: SessionUser | null;
  isSessionResolved: boolean;
}

export function MobileMenu({ user, isSessionResolved }: MobileMenuProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    // A menu left open while the window widens would cover the full navigation.
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <>
      <Button
        kind="text"
        size="large"
        icon={<MenuIcon />}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={styles.toggle}
      />
      <MobileMenuDrawer open={open} onClose={() => setOpen(false)} user={user} isSessionResolved={isSessionResolved} />
    </>
  );
}
