import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatPence } from '../../../../lib/format/format-price';
import type { SubscriptionDetail } from '../../api/get-subscription-detail';

type AddOn = SubscriptionDetail['subscription']['addOns'][number];

/**
 * The plan's add-ons, under its supplies: non-prescription boosters the customer added from
 * their account (docs/customer-account.md, 'Add-ons'). No prescription, never in the POM
 * register; each shows the box that carried it, or that it waits for the next one.
 */
export function AddOnRows({ addOns }: { addOns: AddOn[] }) {
  if (addOns.length === 0) return null;
  return (
    <Table<AddOn>
      size="small"
      rowKey={(addOn) => `${addOn.code}-${addOn.supplyItemId ?? 'next'}`}
      pagination={false}
      dataSource={addOns}
      scroll={{ x: 720 }}
      aria-label="Add-ons"
      style={{ marginTop: 12 }}
      columns={[
        {
          title: 'Add-on',
          key: 'item',
          render: (_, addOn) => (
            <div style={{ lineHeight: 1.25 }}>
              <strong>{addOn.code}</strong> <Tag color="green">Add-on · no prescription</Tag>
              <div style={{ fontSize: 12, color: '#5a554f' }}>{addOn.name}</div>
            </div>
          ),
        },
        { title: 'Price', dataIndex: 'pricePence', width: 84, render: (pence: number) => formatPence(pence) },
        { title: 'Interval', dataIndex: 'frequency', width: 120, render: (frequency: AddOn['frequency']) => (frequency === 'once' ? 'once' : 'every delivery') },
        { title: 'Box', dataIndex: 'boxReference', width: 190, render: (box: string | null) => (box === null ? 'Next box' : `Charged, in ${box}`) },
      ]}
    />
  );
}
