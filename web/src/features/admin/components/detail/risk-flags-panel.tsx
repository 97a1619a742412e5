import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { useAcknowledgeRiskFlag } from '../../api/acknowledge-risk-flag';
import { type RiskFlag, useRiskFlags } from '../../api/get-risk-flags';
import { Panel, panelStyles } from './panel';
import styles from './risk-flags-panel.module.css';

const TITLE = 'Risk flags';

/**
 * The order-risk flags on the subscription (issue 19): what was found, naming the other accounts,
 * and who acknowledged it with what note. Flags raised for the review are acknowledged in the
 * approve dialog; flags raised on a renewal are acknowledged here.
 */
export function RiskFlagsPanel({ subscriptionId }: { subscriptionId: number }) {
  const flags = useRiskFlags(subscriptionId);
  const [acknowledging, setAcknowledging] = useState<RiskFlag | null>(null);
  if (flags.isPending)
    return (
      <Panel title={TITLE}>
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </Panel>
    );
  if (flags.isError)
    return (
      <Panel title={TITLE}>
        <Alert type="error" showIcon title={describeError(flags.error)} />
      </Panel>
    );
  const open = flags.data.filter((flag) => !flag.acknowledgedAt).length;
  return (
    <Panel title={TITLE} actions={open > 0 ? <Tag color="red">{open} open</Tag> : undefined}>
      {flags.data.length === 0 ? (
        <p className={panelStyles.muted}>None: no other account shares this address, card or name and date of birth, and nothing overlaps.</p>
      ) : (
        <ul className={styles.list}>
          {flags.data.map((flag) => (
            <li key={flag.id} className={`${styles.flag} ${flag.acknowledgedAt ? styles.acknowledged : ''}`}>
              <div className={styles.heading}>
                <span className={styles.label}>{flag.label}</span>
                <Tag>{flag.occasion === 'review' ? 'At review' : 'On renewal'}</Tag>
                {flag.acknowledgedAt ? <Tag color="default">Acknowledged</Tag> : <Tag color="red">Open</Tag>}
              </div>
              <p className={styles.details}>{flag.details}</p>
              <p className={styles.meta}>Raised {formatDateTime(flag.raisedAt)}</p>
              {flag.acknowledgedAt ? (
                <>
                  <p className={styles.meta}>
                    Acknowledged by {flag.acknowledgedBy ?? 'staff'} on {formatDateTime(flag.acknowledgedAt)}:
                  </p>
                  <p className={styles.note}>{flag.note}</p>
                </>
              ) : flag.occasion === 'review' ? (
                <p className={styles.meta}>The prescriber acknowledges it with a note when approving.</p>
              ) : (
                <div>
                  <Button size="small" onClick={() => setAcknowledging(flag)}>
                    Acknowledge
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {acknowledging && <AcknowledgeDialog flag={acknowledging} onClose={() => setAcknowledging(null)} />}
    </Panel>
  );
}

function AcknowledgeDialog({ flag, onClose }: { flag: RiskFlag; onClose: () => void }) {
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const acknowledge = useAcknowledgeRiskFlag();
  const submit = () =>
    acknowledge.mutate(
      { flag_id: flag.id, note: note.trim() },
      {
        onSuccess: () => {
          void message.success('Flag acknowledged.');
          onClose();
        },
      },
    );
  return (
    <Modal title={`Acknowledge '${flag.label}'?`} open onCancel={onClose} okText="Acknowledge" cancelText="Back" onOk={submit} okButtonProps={{ disabled: note.trim().length < 3 }} confirmLoading={acknowledge.isPending} destroyOnHidden>
      <p>{flag.details}</p>
      <label htmlFor="risk-flag-note">Your note (kept with the flag and in the history)</label>
      <Input.TextArea id="risk-flag-note" value={note} onChange={(event) => setNote(event.target.value)} autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} />
      {acknowledge.isError && <Alert type="error" showIcon title={describeError(acknowledge.error)} />}
    </Modal>
  );
}
