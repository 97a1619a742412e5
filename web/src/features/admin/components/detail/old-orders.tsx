import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { formatDate } from '../../../../lib/format/format-date';
import type { SubscriptionDetail } from '../../api/get-subscription-detail';
import { trackingUrl } from '../../lib/labels';
import { Panel, panelStyles } from './panel';
import styles from './old-orders.module.css';

type OldOrder = SubscriptionDetail['oldOrders'][number];

/** Spec §2: supplies already sent, with the dispatch date and the carrier's tracking link. */
export function OldOrders({ orders }: { orders: OldOrder[] }) {
  return (
    <Panel title="Old orders">
      {orders.length === 0 ? (
        <p className={panelStyles.muted}>Nothing has been sent yet.</p>
      ) : (
      <Table<OldOrder>
        size="small"
        rowKey="id"
        pagination={false}
        // Six columns scroll inside the panel on a phone rather than widen the page.
        scroll={{ x: 'max-content' }}
        dataSource={orders}
        columns={[
          // The dispatch order's reference, as on its label, dispatch note and receipt, and the prescription it was dispensed against.
          { title: 'Order', dataIndex: 'reference', width: 104, render: (reference: string) => <span className={styles.reference}>{reference}</span> },
          { title: 'Prescription', dataIndex: 'scriptRef', width: 104, render: (script: string | null) => script ?? '—' },
          { title: 'Status', dataIndex: 'status', render: (status: string) => <Tag>{status}</Tag> },
          { title: 'Items', dataIndex: 'codes', render: (codes: string[]) => codes.join(', ') },
          { title: 'Dispatched', dataIndex: 'shippedOn', render: (value: string | null) => formatDate(value) },
          {
            title: 'Tracking',
            dataIndex: 'trackingNumber',
            render: (tracking: string | null) =>
              tracking ? (
                <a href={trackingUrl(tracking)} target="_blank" rel="noreferrer">
                  {tracking}
                </a>
              ) : (
                'N/A'
              ),
          },
        ]}
      />
      )}
    </Panel>
  );
}
