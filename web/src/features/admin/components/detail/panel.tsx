import type { ReactNode } from 'react';
import styles from './panel.module.css';

/** One titled box of the detail page; `headingLevel` keeps the page's outline right. */
export function Panel({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-label={title}>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export { styles as panelStyles };
