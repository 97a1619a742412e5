import Modal from 'antd/es/modal';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useUpdateDeliveryDate } from '../api/update-delivery-date';
import type { AccountSubscription } from '../api/get-account-overview';
import { DELIVERY_DATE_MAX_DAYS_AHEAD, longDate } from '../lib/account-dates';
import { ukToday } from '../../../lib/format/uk-today';
import { DateField } from './date-field';
import { serverErrors } from '../../../lib/forms/server-field-errors';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

const FAILED = 'Something went wrong while updating the date. Please try again.';
const FIELDS = ['due_at'];

interface UpdateDateDialogProps {
  subscription: AccountSubscription;
  onClose: () => void;
}

/** Spec §4: a date picker; Save stays disabled until a date is picked and reads 'Saving...' meanwhile; then to /v2/profile. */
export function UpdateDateDialog({ subscription, onClose }: UpdateDateDialogProps) {
  const [date, setDate] = useState('');
  const update = useUpdateDeliveryDate();
  const navigate = useNavigate();
  const today = ukToday();
  const dateError = serverErrors(update.error, FIELDS, FAILED).byField.due_at;

  function choose(next: string) {
    setDate(next);
    // The message was about the date sent; a new date makes it stale.
    if (update.isError) update.reset();
  }

  async function save() {
    if (!date) return;
    try {
      await update.mutateAsync({ sub_id: subscription.id, due_at: date });
      onClose();
      await navigate({ to: '/v2/profile' });
    } catch {
      // Shown in the dialog by DialogAlert.
    }
  }

  return (
    <Modal
      open
      width={500}
      title="Update delivery date"
      onCancel={onClose}
      onOk={() => void save()}
      okText={update.isPending ? 'Saving...' : 'Save'}
      okButtonProps={{ disabled: !date || update.isPending }}
      cancelButtonProps={{ disabled: update.isPending }}
      destroyOnHidden
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          Your next delivery is on <strong>{longDate(subscription.due_at)}</strong>, and we charge your card on the day it ships.
        </p>
        <DateField label="New delivery date" value={date} onChange={choose} today={today} maxDaysAhead={DELIVERY_DATE_MAX_DAYS_AHEAD} prescriptionAllowsFrom={subscription.earliest_delivery_date} disabled={update.isPending} error={dateError} />
        {subscription.paused_until && <p className={styles.hint}>Choosing a date ends your pause: the delivery comes on the day you pick.</p>}
        <DialogAlert error={update.error} fallback={FAILED} fields={FIELDS} />
      </div>
    </Modal>
  );
}
