import Checkbox from 'antd/es/checkbox';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/format-date';
import type { DispatchRow } from '../lib/dispatch-search';
import { supplyText } from '../lib/supply-text';
import { CheckCell } from './check-cell';
import type { OpenCheck } from './check-dialogs';
import styles from './dispatch-cards.module.css';

interface DispatchCardsProps {
  rows: DispatchRow[] | undefined;
  loading: boolean;
  emptyText: string;
  selected: number[];
  onSelect: (itemIds: number[]) => void;
  actions: (row: DispatchRow) => ReactNode;
  onOpenCheck: (check: OpenCheck) => void;
}

/** The dispatch list on a phone: each order's facts, its checks, its selection for printing, and its actions. */
export function DispatchCards({ rows, loading, emptyText, selected, onSelect, actions, onOpenCheck }: DispatchCardsProps) {
  if (!rows?.length) return <div className={styles.empty}>{loading ? <Spin /> : emptyText}</div>;
  return (
    <ul className={styles.list} aria-label="Orders" aria-busy={loading}>
      {rows.map((row) => (
        <li key={row.item_id} className={styles.card}>
          <div className={styles.top}>
            <Checkbox
              checked={selected.includes(row.item_id)}
              onChange={(event) => onSelect(event.target.checked ? [...selected, row.item_id] : selected.filter((id) => id !== row.item_id))}
            >
              <span className={styles.name}>
                {row.order_id} · {row.customer_name}
              </span>
            </Checkbox>
            {row.status === 'shipped' ? <Tag color="green">Shipped</Tag> : <Tag color="gold">Waiting to ship</Tag>}
          </div>
          <p className={styles.facts}>
            {row.treatment}, {row.quantity} · Prescription {row.script_ref}
            {row.add_ons.length > 0 && <> · + add-ons: {row.add_ons.join(', ')}</>}
            {row.supply && (
              <>
                {' · '}
                <span className={styles.supply}>{supplyText(row.supply)}</span>
              </>
            )}
            <br />
            {row.dispatch_date ? `Dispatched ${formatDate(row.dispatch_date)} · ${row.tracking_number}` : 'Not dispatched yet'}
          </p>
          <dl className={styles.checks}>
            <div>
              <dt>Clinical check</dt>
              <dd>
                <CheckCell row={row} kind="clinical" short onOpen={(kind) => onOpenCheck({ kind, itemId: row.item_id })} />
              </dd>
            </div>
            <div>
              <dt>Accuracy check</dt>
              <dd>
                <CheckCell row={row} kind="accuracy" short onOpen={(kind) => onOpenCheck({ kind, itemId: row.item_id })} />
              </dd>
            </div>
          </dl>
          {actions(row)}
        </li>
      ))}
    </ul>
  );
}
