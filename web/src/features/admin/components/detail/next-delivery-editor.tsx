import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/format-date';
import { useUpdateDueDate } from '../../api/update-due-date';
import type { SubscriptionDetail } from '../../api/get-subscription-detail';
import { Panel, panelStyles } from './panel';

const FAILED = 'Something went wrong while updating. Please try again.';

/** Spec §7 subscription/update-date: the next delivery (and charge) date, sent as YYYY-MM-DD. */
export function NextDeliveryEditor({ subscription }: { subscription: SubscriptionDetail['subscription'] }) {
  const { message } = App.useApp();
  const [date, setDate] = useState<Dayjs | null>(null);
  const save = useUpdateDueDate();
  const closed = subscription.status === 'cancelled' || subscription.status === 'failed';
  const allowedFrom = subscription.nextSupplyFrom ? dayjs(subscription.nextSupplyFrom) : null;
  // The server says why when it refuses (a past date, an ended subscription); otherwise the spec's words.
  const reason = save.error instanceof ApiError && save.error.status < 500 ? save.error.message : undefined;

  const submit = () => {
    if (!date) return;
    save.mutate(
      { sub_id: subscription.id, due_at: date.format('YYYY-MM-DD') },
      {
        onSuccess: () => {
          setDate(null);
          void message.success('Next delivery date updated.');
        },
      },
    );
  };

  return (
    <Panel title="Next delivery">
      <dl className={panelStyles.facts}>
        <dt>Due</dt>
        <dd>
          <strong>{formatDate(subscription.dueAt)}</strong>
        </dd>
        {subscription.pausedUntil && (
          <>
            <dt>Paused until</dt>
            <dd>{formatDate(subscription.pausedUntil)}</dd>
          </>
        )}
        {subscription.prescriptionExpiresOn && (
          <>
            <dt>Prescription to</dt>
            <dd>{formatDate(subscription.prescriptionExpiresOn)}</dd>
          </>
        )}
        {subscription.nextSupplyFrom && (
          <>
            <dt>Next supply from</dt>
            <dd>{formatDate(subscription.nextSupplyFrom)} (the prescription's interval)</dd>
          </>
        )}
      </dl>
      <div style={{ display: 'flex', gap: 8, marginTop: 10, flexWrap: 'wrap' }}>
        <DatePicker
          aria-label="New delivery date"
          format="DD/MM/YYYY"
          value={date}
          onChange={setDate}
          disabled={closed}
          // The server refuses a day before the prescription allows the next supply; the picker does not offer one.
          disabledDate={(day) => day.isBefore(dayjs(), 'day') || (allowedFrom !== null && day.isBefore(allowedFrom, 'day'))}
          style={{ flex: '1 1 150px' }}
        />
        <Button type="primary" disabled={!date || closed} loading={save.isPending} onClick={submit}>
          {save.isPending ? 'Saving...' : 'Update date'}
        </Button>
      </div>
      {save.isError && <Alert style={{ marginTop: 8 }} type="error" showIcon title={FAILED} description={reason} />}
    </Panel>
  );
}
