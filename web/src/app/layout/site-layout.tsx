import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { SiteHeaderIsland } from '../../islands/islands';
import { PromoBanner } from './promo-banner';
import { SiteFooter } from './site-footer';
import styles from './site-layout.module.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PromoBanner />
      <SiteHeaderIsland />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
