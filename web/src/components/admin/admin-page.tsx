import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './admin-page.module.css';

interface AdminPageProps {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A back-office screen: its heading and a line on what it is for. antd and the admin theme come
 * from the admin layout around it (a provider here would put the shop's theme back over it).
 */
export function AdminPage({ title, intro, actions, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

/** The back office's shared styles: `toolbar` above a list, and its `search` box. */
export { styles as adminPageStyles };
