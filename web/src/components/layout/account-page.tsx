import type { ReactNode } from 'react';
import styles from './account-page.module.css';

interface AccountPageProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** A page of the customer's account (chat, photos): its h1 and introduction above the content. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
