import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { formatPence } from '../../../../lib/format/format-price';
import { type AuditEntry, type HistoryAbout, useHistory } from '../../api/get-history';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import styles from './audit-history.module.css';
import { Panel } from '../detail/panel';

const SHOWN_AT_FIRST = 8;

/** Amounts are recorded in pence; staff read pounds. */
const shown = (field: string, value: string | null) => (value === null ? '—' : field.endsWith('Pence') && /^\d+$/.test(value) ? formatPence(Number(value)) : value);

function Change({ change }: { change: AuditEntry['changes'][number] }) {
  return (
    <li>
      <span className={styles.field}>{change.field.replace(/Pence$/, '')}</span>: <del>{shown(change.field, change.from)}</del> → <ins>{shown(change.field, change.to)}</ins>
    </li>
  );
}

/** The audit trail of a subscription or a customer: who did what, when, from and to; newest first. */
export function AuditHistory({ title, about, compact = false }: { title: string; about: HistoryAbout; compact?: boolean }) {
  const history = useHistory(about);
  const [showAll, setShowAll] = useState(false);
  const entries = history.data ?? [];
  const visible = showAll ? entries : entries.slice(0, SHOWN_AT_FIRST);
  return (
    <Panel title={title}>
      {history.isError && <Alert type="error" showIcon title={describeError(history.error)} />}
      {history.data && entries.length === 0 && <p className={styles.muted}>No changes recorded yet.</p>}
      <ol className={styles.list}>
        {visible.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <div className={styles.line}>
              <strong>{entry.summary}</strong>
              {entry.repeats > 1 && <span className={styles.repeats}> · {entry.repeats} views</span>}
              {!compact && entry.subscriptionId === null && <span className={styles.muted}> (customer)</span>}
            </div>
            <div className={styles.muted}>
              {entry.actor} ·{' '}
              {entry.repeats > 1 && (
                <>
                  <time dateTime={entry.firstOccurredAt}>{formatDateTime(entry.firstOccurredAt)}</time> to{' '}
                </>
              )}
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
            </div>
            {entry.changes.length > 0 && (
              <ul className={styles.changes}>
                {entry.changes.map((change) => (
                  <Change key={change.field} change={change} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {entries.length > SHOWN_AT_FIRST && (
        <Button size="small" type="link" onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      )}
    </Panel>
  );
}
