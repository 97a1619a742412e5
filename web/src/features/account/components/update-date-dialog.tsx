import DatePicker from 'antd/es/date-picker';
import Modal from 'antd/es/modal';
import { useNavigate } from '@tanstack/react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useUpdateDeliveryDate, type AccountSubscription } from '../api/account-api';
import { DELIVERY_DATE_MAX_DAYS_AHEAD, longDate } from '../lib/account-dates';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

const FAILED = 'Something went wrong while updating the date. Please try again.';

interface UpdateDateDialogProps {
  subscription: AccountSubscription;
  onClose: () => void;
}

/** Spec §4: a date picker; Save stays disabled until a date is picked and reads 'Saving...' meanwhile; then to /v2/profile. */
export function UpdateDateDialog({ subscription, onClose }: UpdateDateDialogProps) {
  const [date, setDate] = useState<Dayjs | null>(null);
  const update = useUpdateDeliveryDate();
  const navigate = useNavigate();
  const today = dayjs().startOf('day');
  const latest = today.add(DELIVERY_DATE_MAX_DAYS_AHEAD, 'day');

  async function save() {
    if (!date) return;
    try {
      await update.mutateAsync({ sub_id: subscription.id, due_at: date.format('YYYY-MM-DD') });
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
          Choose any day from tomorrow up to {DELIVERY_DATE_MAX_DAYS_AHEAD} days ahead.
        </p>
        <label className={styles.field}>
          <span className={styles.label}>New delivery date</span>
          <DatePicker
            value={date}
            onChange={(value) => setDate(value)}
            format="DD/MM/YYYY"
            placeholder="DD/MM/YYYY"
            disabledDate={(day) => !day.isAfter(today, 'day') || day.isAfter(latest, 'day')}
            className={styles.fullWidth}
            inputReadOnly
          />
        </label>
        {subscription.paused_until && <p className={styles.hint}>Choosing a date ends your pause: the delivery comes on the day you pick.</p>}
        <DialogAlert error={update.error} fallback={FAILED} />
      </div>
    </Modal>
  );
}
