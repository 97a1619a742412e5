import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { formatPence } from '../../../../lib/format/format-price';
import { useAddItem } from '../../api/add-item';
import { useChangeItem } from '../../api/change-item';
import { useRemoveItem } from '../../api/remove-item';
import { useUpdateItemShipping } from '../../api/update-item-shipping';
import { useUpdateItemStatus } from '../../api/update-item-status';
import type { SubscriptionDetail, SubscriptionItem } from '../../api/get-subscription-detail';
import { durationText, ITEM_STATUS_OPTIONS } from '../../lib/labels';
import { AddOnRows } from './add-on-rows';
import { ItemDialog } from './item-dialog';
import { ItemFulfilmentSlot } from './item-fulfilment-slot';
import { Panel } from './panel';

type Subscription = SubscriptionDetail['subscription'];

/** Spec §4: why Remove or Change is not offered; the server refuses them the same way. */
const removeRefusal = (item: SubscriptionItem, count: number) =>
  item.status === 'shipped' || item.status === 'paid' ? `A ${item.status} item cannot be removed.` : count <= 1 ? 'A treatment plan needs at least one item.' : undefined;
const changeRefusal = (item: SubscriptionItem) => (item.status === 'shipped' ? 'A shipped item cannot be changed.' : undefined);

/** The treatment plan: each supply with its price, interval, status, shipping date and actions; then the add-ons. */
export function TreatmentPlanTable({ subscription }: { subscription: Subscription }) {
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<{ mode: 'add' } | { mode: 'change'; itemId: number }>();
  const add = useAddItem();
  const change = useChangeItem();
  const remove = useRemoveItem();
  const status = useUpdateItemStatus();
  const shipping = useUpdateItemShipping();
  const closed = subscription.status === 'cancelled' || subscription.status === 'failed';
  const fail = (error: unknown) => void message.error(describeError(error));
  const count = subscription.items.length;

  const closeDialog = () => {
    add.reset();
    change.reset();
    setDialog(undefined);
  };
  const submitDialog = (catalogueItemId: number) => {
    // The server says what came of it: saved, or sent to a prescriber when a live prescription covers the plan (issue 18).
    const done = { onSuccess: (result: { message: string }) => (closeDialog(), void message.success(result.message)) };
    if (dialog?.mode === 'add') add.mutate({ id: subscription.id, item_id: catalogueItemId }, done);
    else if (dialog?.mode === 'change') change.mutate({ id: dialog.itemId, item_id: catalogueItemId }, done);
  };
  const confirmRemove = (item: SubscriptionItem) =>
    modal.confirm({
      title: `Remove ${item.code} from the plan?`,
      content: `[${item.code}] ${item.name} will no longer be sent or charged.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      width: 400,
      onOk: () => remove.mutateAsync({ id: item.id }).then(() => void message.success('Item removed.'), fail),
    });

  return (
    <Panel
      title="Treatment plan"
      actions={
        <Button size="small" type="primary" disabled={closed} onClick={() => setDialog({ mode: 'add' })}>
          Add item
        </Button>
      }
    >
      <Table<SubscriptionItem>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={subscription.items}
        scroll={{ x: 720 }}
        columns={[
          {
            title: 'Item',
            key: 'item',
            render: (_, item) => (
              <div style={{ lineHeight: 1.25 }}>
                <strong>{item.code}</strong>
                <div style={{ fontSize: 12, color: '#5a554f' }}>{item.name}</div>
              </div>
            ),
          },
          {
            title: 'Price',
            dataIndex: 'pricePence',
            width: 84,
            render: (pence: number, item) => (
              <>
                {formatPence(pence)}
                {item.transactionPricePence !== null && item.transactionPricePence !== pence && <div style={{ fontSize: 12, color: '#5a554f' }}>paid {formatPence(item.transactionPricePence)}</div>}
              </>
            ),
          },
          { title: 'Interval', key: 'interval', width: 90, render: (_, item) => (item.interval ? durationText(item.interval, item.intervalCount) : 'once') },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 168,
            render: (value: SubscriptionItem['status'], item) => (
              <Select
                size="small"
                aria-label={`Status of ${item.code}`}
                style={{ width: 158 }}
                value={value}
                options={ITEM_STATUS_OPTIONS}
                onChange={(next) => status.mutate({ id: item.id, status: next }, { onSuccess: () => void message.success(`${item.code} is now ${next}.`), onError: fail })}
              />
            ),
          },
          {
            title: 'Shipping date',
            dataIndex: 'shippedOn',
            width: 136,
            render: (value: string | null, item) => (
              <DatePicker
                size="small"
                aria-label={`Shipping date of ${item.code}`}
                format="DD/MM/YYYY"
                allowClear={false}
                style={{ width: 126 }}
                value={value ? dayjs(value) : null}
                onChange={(day) => day && shipping.mutate({ id: item.id, value: day.format('YYYY-MM-DD') }, { onSuccess: () => void message.success('Shipping date saved.'), onError: fail })}
              />
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            width: 150,
            render: (_, item) => {
              const cannotChange = closed ? 'This subscription has ended.' : changeRefusal(item);
              const cannotRemove = closed ? 'This subscription has ended.' : removeRefusal(item, count);
              return (
                <Space size={4} wrap>
                  <ItemFulfilmentSlot subscription={subscription} item={item} />
                  <Tooltip title={cannotChange}>
                    <Button size="small" disabled={Boolean(cannotChange)} onClick={() => setDialog({ mode: 'change', itemId: item.id })} aria-label={`Change ${item.code}`}>
                      Change
                    </Button>
                  </Tooltip>
                  {!(item.status === 'shipped' || item.status === 'paid') && (
                    <Tooltip title={cannotRemove}>
                      <Button size="small" danger disabled={Boolean(cannotRemove)} onClick={() => confirmRemove(item)} aria-label={`Remove ${item.code}`}>
                        Remove
                      </Button>
                    </Tooltip>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
      <AddOnRows addOns={subscription.addOns} />
      {dialog && <ItemDialog mode={dialog.mode} busy={add.isPending || change.isPending} error={add.error ?? change.error} onSubmit={submitDialog} onClose={closeDialog} />}
    </Panel>
  );
}
