import { CheckCircleFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { formatDate } from '../../../lib/format/format-date';
import { formatDateTime } from '../../../lib/format/format-date-time';
import type { DispatchRow, DispensingCheck } from '../lib/dispatch-search';
import styles from './check-cell.module.css';

export type CheckKind = DispensingCheck['kind'];

const TITLES: Record<CheckKind, string> = { clinical: 'Clinical check', accuracy: 'Accuracy check' };

interface CheckCellProps {
  row: Pick<DispatchRow, 'order_id' | 'status' | 'clinical_check' | 'accuracy_check'>;
  kind: CheckKind;
  onOpen: (kind: CheckKind) => void;
  /** One line (the subscription page's narrow actions column): who and when go in a tooltip. */
  compact?: boolean;
  /** In a column already titled with the check: the button says only 'Check'. */
  short?: boolean;
}

/**
 * One of a supply's two checks: who made it and when (the accuracy check with the pack's batch
 * and expiry), or the button that opens it. The accuracy check waits for the clinical one.
 */
export function CheckCell({ row, kind, onOpen, compact = false, short = false }: CheckCellProps) {
  const check = kind === 'clinical' ? row.clinical_check : row.accuracy_check;
  if (check && compact) {
    const batch = check.batch_number ? ` · Batch ${check.batch_number}, exp ${formatDate(check.expiry_date)}` : '';
    return (
      <Tooltip title={`${check.pharmacist_name} · ${formatDateTime(check.checked_at)}${batch}`}>
        <button type="button" className={styles.doneTitle} onClick={() => onOpen(kind)} aria-label={`${TITLES[kind]}: done by ${check.pharmacist_name}`}>
          <CheckCircleFilled aria-hidden="true" /> {TITLES[kind]}
        </button>
      </Tooltip>
    );
  }
  if (check) {
    return (
      <div className={styles.done}>
        <button type="button" className={styles.doneTitle} onClick={() => onOpen(kind)} aria-label={`${TITLES[kind]} of ${row.order_id}: done by ${check.pharmacist_name}`}>
          <CheckCircleFilled aria-hidden="true" /> Done
        </button>
        <span className={styles.who}>
          {check.pharmacist_name} · {formatDateTime(check.checked_at)}
        </span>
        {check.batch_number && (
          <span className={styles.who}>
            Batch {check.batch_number} · Exp {formatDate(check.expiry_date)}
          </span>
        )}
      </div>
    );
  }
  if (row.status === 'shipped') return <span className={styles.missing}>Not recorded</span>;
  const waiting = kind === 'accuracy' && !row.clinical_check;
  return (
    <Tooltip title={waiting ? 'After the clinical check' : undefined}>
      <Button size="small" disabled={waiting} onClick={() => onOpen(kind)} aria-label={`${TITLES[kind]} for ${row.order_id}`}>
        {short ? 'Check' : TITLES[kind]}
      </Button>
    </Tooltip>
  );
}
