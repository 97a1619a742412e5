import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { ButtonStyleProps } from '../buttons/button-class';
import { ButtonLink } from '../links/button-link';
import styles from './status-page.module.css';

interface StatusPageProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The shared frame for not-found, no-access and error pages. */
export function StatusPage({ title, children, actions }: StatusPageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

/** The way out of every status page. */
export function BackHomeLink({ kind }: Pick<ButtonStyleProps, 'kind'>) {
  return (
    <ButtonLink to="/" kind={kind} size="large" shape="round">
      Back to the home page
    </ButtonLink>
  );
}
