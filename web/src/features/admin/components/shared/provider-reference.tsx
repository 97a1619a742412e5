import type { components } from '../../../../lib/api/schema';
import styles from './provider-reference.module.css';

type Reference = components['schemas']['ProviderReferenceView'];

const KIND_LABELS: Record<Reference['kind'], string> = { subscription: 'Subscription', payment: 'Latest payment', customer: 'Customer' };

/**
 * What staff look a subscription up by at the payment provider (docs/admin-back-office.md):
 * the latest payment, else the customer, linked to the provider's dashboard where it has one.
 */
export function ProviderReference({ reference }: { reference: Reference | null }) {
  if (!reference) return <span className={styles.none}>None yet</span>;
  const id = reference.dashboardUrl ? (
    <a href={reference.dashboardUrl} target="_blank" rel="noopener noreferrer" className={styles.id} onClick={(event) => event.stopPropagation()}>
      {reference.id}
    </a>
  ) : (
    <span className={styles.id}>{reference.id}</span>
  );
  return (
    <span className={styles.reference} title={`${KIND_LABELS[reference.kind]} at the payment provider: ${reference.id}`}>
      <span className={styles.kind}>{KIND_LABELS[reference.kind]}</span>
      {id}
    </span>
  );
}
