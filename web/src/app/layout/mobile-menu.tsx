import MenuOutlined from '@ant-design/icons/MenuOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionUser } from '../../features/auth/api/get-session';
import styles from './mobile-menu.module.css';

// The drawer is code-split so desktop visitors never download it; small screens
// fetch it right after the first render, before anyone can reach for the button.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

// Matches the breakpoint in site-header.module.css where the full navigation appears.
const DESKTOP_QUERY = '(min-width: 768px)';

interface MobileMenuProps {
  user: SessionUser | null;
  isSessionResolved: boolean;
}

export function MobileMenu({ user, isSessionResolved }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  // Stays true after the first open so the drawer can animate closed.
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    if (!desktop.matches) void loadDrawer();
    // A menu left open while the window widens would cover the full navigation.
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  function openMenu() {
    setHasOpened(true);
    setOpen(true);
  }

  return (
    <>
      <Button
        type="text"
        size="large"
        icon={<MenuOutlined />}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
        className={styles.toggle}
      />
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onClose={() => setOpen(false)}
            user={user}
            isSessionResolved={isSessionResolved}
          />
        </Suspense>
      )}
    </>
  );
}
