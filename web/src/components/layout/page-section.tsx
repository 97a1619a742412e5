import type { ReactNode } from 'react';
import styles from './page-section.module.css';

interface PageSectionProps {
  children: ReactNode;
  /** 'tight' for sections that follow on from the one above. */
  spacing?: 'normal' | 'tight';
  className?: string;
}

/** The content width and the vertical rhythm between a page's sections. */
export function PageSection({ children, spacing = 'normal', className }: PageSectionProps) {
  const classes = [styles.section, spacing === 'tight' ? styles.tight : '', className ?? ''].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}
