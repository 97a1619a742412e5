import Button from 'antd/es/button';
import type { BillingAddress } from '../api/get-account-overview';
import styles from './side-panels.module.css';

/** Spec §2: the address panel, with the billing edit dialog behind its button. */
export function AddressPanel({ address, onEdit }: { address: BillingAddress | null; onEdit: () => void }) {
  return (
    <section className={styles.panel} aria-labelledby="address-heading">
      <h2 id="address-heading" className={styles.heading}>
        Delivery &amp; billing
      </h2>
      {address ? (
        <address className={styles.address}>
          <strong>
            {address.first_name} {address.last_name}
          </strong>
          <span>{address.address_1}</span>
          {address.address_2 && <span>{address.address_2}</span>}
          <span>{address.city}</span>
          <span>{address.postcode}</span>
          <span className={styles.contact}>{address.email}</span>
          <span className={styles.contact}>{address.contact_no}</span>
        </address>
      ) : (
        <p className={styles.text}>No address yet. Add one so we know where to send your treatment.</p>
      )}
      <Button onClick={onEdit}>{address ? 'Edit billing information' : 'Add an address'}</Button>
    </section>
  );
}
