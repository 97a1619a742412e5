import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of a content page: its one h1 and an introduction. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.intro}>{children}</div>}
    </header>
  );
}
