import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './coming-soon-page.module.css';

interface ComingSoonPageProps {
  title: string;
  children?: ReactNode;
}

/** Stands in for a page that is not built yet. */
export function ComingSoonPage({ title, children }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <p className={styles.eyebrow}>Coming soon</p>
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
      <p className={styles.note}>We’re putting the finishing touches to this page. Please check back soon.</p>
    </section>
  );
}
