import type { ReactNode } from 'react';
import { AntdProvider } from '../antd/antd-provider';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './admin-page.module.css';

interface AdminPageProps {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A back-office screen: its heading, a line on what it is for, and antd around its content. */
export function AdminPage({ title, intro, actions, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <AntdProvider>
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
    </AntdProvider>
  );
}

/** The back office's shared styles: `toolbar` above a list, and its `search` box. */
export { styles as adminPageStyles };
