import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import type { StaffErasureRequest } from '../api/get-erasure-requests';
import styles from './erasure-request-cards.module.css';

interface ErasureRequestCardsProps {
  requests: StaffErasureRequest[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The facts each card shows, as label and content, the same as the table's columns. */
  facts: (request: StaffErasureRequest) => { label: string; content: ReactNode }[];
  actions?: (request: StaffErasureRequest) => ReactNode;
}

/** The requests on a phone: one card each, instead of a table scrolled sideways past the buttons. */
export function ErasureRequestCards({ requests, loading, emptyText, facts, actions }: ErasureRequestCardsProps) {
  if (!requests?.length) return <div className={styles.empty}>{loading ? <Spin /> : emptyText}</div>;
  return (
    <ul className={styles.list} aria-label="Requests" aria-busy={loading}>
      {requests.map((request) => (
        <li key={request.id} className={styles.card} aria-label={request.customer.name}>
          <dl className={styles.facts}>
            {facts(request).map(({ label, content }) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{content}</dd>
              </div>
            ))}
          </dl>
          {actions?.(request)}
        </li>
      ))}
    </ul>
  );
}
