import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  align?: 'center' | 'start';
}

/** A section's h2 with an optional eyebrow and introduction; `id` is for the section's aria-labelledby. */
export function SectionHeading({ id, title, eyebrow, children, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? `${styles.heading} ${styles.center}` : styles.heading}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children && <div className={styles.intro}>{children}</div>}
    </div>
  );
}
