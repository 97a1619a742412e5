import Button from 'antd/es/button';
import { useState } from 'react';
import { formatDate } from '../../../../lib/format/format-date';
import type { CustomerCard } from '../../api/get-subscription-detail';
import { AddressDialog } from './address-dialog';
import { Panel, panelStyles } from './panel';

/** Spec §2: the customer information card, with the edit-address dialog. */
export function CustomerCardPanel({ customer }: { customer: CustomerCard }) {
  const [editing, setEditing] = useState(false);
  const address = customer.address;
  return (
    <Panel
      title="Customer"
      actions={
        address && (
          <Button size="small" onClick={() => setEditing(true)}>
            Edit address
          </Button>
        )
      }
    >
      <dl className={panelStyles.facts}>
        <dt>Name</dt>
        <dd>
          {customer.firstName} {customer.lastName} <span className={panelStyles.muted}>#{customer.id}</span>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>Mobile</dt>
        <dd>{customer.mobile ?? 'N/A'}</dd>
        <dt>Born</dt>
        <dd>
          {formatDate(customer.birthDate)}
          {customer.sexAtBirth ? `, ${customer.sexAtBirth}` : ''}
        </dd>
        <dt>Customer since</dt>
        <dd>{formatDate(customer.createdAt)}</dd>
        <dt>Address</dt>
        <dd>
          {address ? (
            <>
              {address.firstName} {address.lastName}, {address.address1}
              {address.address2 ? `, ${address.address2}` : ''}, {address.city} {address.postcode}
              <br />
              <span className={panelStyles.muted}>
                {address.contactNo} · {address.email}
              </span>
            </>
          ) : (
            'No address yet'
          )}
        </dd>
      </dl>
      {address && editing && <AddressDialog address={address} onClose={() => setEditing(false)} />}
    </Panel>
  );
}
