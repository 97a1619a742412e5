import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { usePharmacyStatus } from '../../../components/admin/pharmacy-status';
import { describeError } from '../../../lib/api/api-error';
import { useDispatchOrder } from '../api/get-dispatch-order';
import { useShipItem } from '../api/ship-item';
import { DOCUMENTS, GP_LETTER_UNAVAILABLE, itemActions, shipRefusal } from '../lib/item-actions';
import { CheckCell } from './check-cell';
import { CheckDialogs, type OpenCheck } from './check-dialogs';
import { useDocumentActions } from './use-document-actions';
import styles from './item-fulfilment-actions.module.css';

export interface FulfilmentItem {
  /** The subscription item (supply). */
  id: number;
  /** Its status (spec §4): decides which actions are offered. */
  status: string;
  tracking_number?: string | null;
}

interface ItemFulfilmentActionsProps {
  item: FulfilmentItem;
  /** Called after the item changed (shipped), so the page can reload its data. */
  onChanged?: () => void;
  /** Whether the GP letter can be written (the patient named a practice and consented), and why not; unknown means not offered. */
  gpLetter?: { available: boolean; reason: string };
}

/**
 * An item row's fulfilment actions on the admin subscription page (spec §4): the pharmacist's
 * two checks once it is on the dispatch list, Ship when paid and checked under a responsible
 * pharmacist (the label downloads as '{trackingNumber}.pdf'), the documents unless upcoming,
 * and the shipping label once shipped.
 */
export function ItemFulfilmentActions({ item, onChanged, gpLetter }: ItemFulfilmentActionsProps) {
  const gpLetterRefusal = gpLetter?.available ? undefined : (gpLetter?.reason ?? GP_LETTER_UNAVAILABLE);
  const actions = itemActions(item.status);
  const ship = useShipItem();
  const documents = useDocumentActions();
  // Only a paid or shipped supply can be on the dispatch list; an unapproved one answers null.
  const order = useDispatchOrder(item.id, item.status === 'paid' || item.status === 'shipped').data?.order;
  const pharmacy = usePharmacyStatus();
  const [openCheck, setOpenCheck] = useState<OpenCheck>();
  // Ship is not offered at all before there is a prescription (the supply is on the dispatch list once approved).
  const offerShip = actions.ship && !!order;
  const refusal = order ? shipRefusal(order.check_stage, !!pharmacy.data?.responsible_pharmacist) : undefined;

  function confirmShip() {
    ship.mutate(item.id, {
      onSuccess: ({ trackingNumber }) => {
        void documents.messages.success(`Shipped. Tracking number ${trackingNumber}; the label has been downloaded.`);
        onChanged?.();
      },
      onError: (error) => void documents.messages.error(describeError(error)),
    });
  }

  // Each control after the first two has its own key: Space keys its items by position
  // otherwise, so when the dispatch order arrives (just after approval, say) the controls after
  // it would be drawn anew and an open Documents menu would shut under the pharmacist's pointer.
  return (
    <Space size="small" wrap>
      {documents.messageHolder}
      <CheckDialogs key="check-dialogs" open={openCheck} onClose={() => setOpenCheck(undefined)} />
      {order && (
        <>
          {/* The same reference as the dispatch list, label and dispatch note, beside the prescription it dispenses. */}
          <span key="reference" className={styles.reference}>
            {order.order_id} · {order.script_ref}
          </span>
          <CheckCell key="clinical-check" row={order} kind="clinical" compact onOpen={(kind) => setOpenCheck({ kind, itemId: item.id })} />
          <CheckCell key="accuracy-check" row={order} kind="accuracy" compact onOpen={(kind) => setOpenCheck({ kind, itemId: item.id })} />
        </>
      )}
      {offerShip && refusal && (
        <Tooltip key="ship-refused" title={refusal}>
          <Button type="primary" size="small" disabled>
            Ship
          </Button>
        </Tooltip>
      )}
      {offerShip && !refusal && (
        <Popconfirm
          key="ship"
          title="Ship this item?"
          description="Creates the shipment with the carrier and emails the customer the tracking link. It cannot be undone."
          okText="Ship"
          cancelText="Cancel"
          onConfirm={confirmShip}
        >
          <Button type="primary" size="small" loading={ship.isPending}>
            Ship
          </Button>
        </Popconfirm>
      )}
      {actions.documents && (
        <Dropdown
          key="documents"
          trigger={['click']}
          menu={{
            items: DOCUMENTS.map(({ type, label }) => ({
              key: type,
              label: type === 'gp-letter' && gpLetterRefusal ? <Tooltip title={gpLetterRefusal}>{`${label} (not available)`}</Tooltip> : label,
              disabled: type === 'gp-letter' && !!gpLetterRefusal,
            })),
            onClick: ({ key }) => void documents.openDocument(key as (typeof DOCUMENTS)[number]['type'], item.id),
          }}
        >
          <Button size="small" loading={documents.busy?.endsWith(`:${item.id}`) ?? false}>
            Documents
          </Button>
        </Dropdown>
      )}
      {actions.labelDownload && item.tracking_number && (
        <Button key="label" size="small" onClick={() => void documents.downloadLabel(item.tracking_number!)} loading={documents.busy === `label:${item.tracking_number}`}>
          Shipping label
        </Button>
      )}
    </Space>
  );
}
