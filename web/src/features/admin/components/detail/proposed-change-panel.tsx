import Button from 'antd/es/button';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { usePrescriberProfile } from '../../api/get-prescriber-profile';
import type { SubscriptionDetail } from '../../api/get-subscription-detail';
import { proposalText, proposedByText, type PendingChange } from '../../lib/proposed-change';
import { Panel } from './panel';
import { ProposedChangeDialog, type ItemChangeDecision } from './proposed-change-dialog';
import styles from './proposed-change-panel.module.css';

/**
 * A staff change of medicine under a live prescription waits for a prescriber (issue 18): it
 * takes effect only once one approves it with a new prescription. Staff without a prescriber
 * profile see the buttons disabled and why (the server refuses them the same way).
 */
export function ProposedChangePanel({ subscription, change }: { subscription: SubscriptionDetail['subscription']; change: PendingChange }) {
  const prescriber = usePrescriberProfile();
  const [open, setOpen] = useState<ItemChangeDecision | null>(null);
  const mayDecide = Boolean(prescriber.data?.profile);

  return (
    <Panel title="Proposed change" className={styles.proposed}>
      <div className={styles.lines}>
        <p>
          <strong>Waiting for a prescriber:</strong> {proposalText(change)}
        </p>
        <p className={styles.muted}>{proposedByText(change)}</p>
        <p>Until a prescriber approves it, renewals charge and ship only what is prescribed.</p>
      </div>
      <div className={styles.actions}>
        <div className={styles.buttons}>
          <Button type="primary" disabled={!mayDecide} loading={prescriber.isPending} onClick={() => setOpen('approve')}>
            Approve and prescribe
          </Button>
          <Button danger disabled={!mayDecide} onClick={() => setOpen('decline')}>
            Decline
          </Button>
        </div>
        {prescriber.data && !mayDecide && <p className={styles.note}>Only a prescriber can approve or decline. Your account has no prescriber profile.</p>}
        {prescriber.isError && <p className={styles.note}>{describeError(prescriber.error)}</p>}
      </div>
      {open && <ProposedChangeDialog items={subscription.items} change={change} decision={open} onClose={() => setOpen(null)} />}
    </Panel>
  );
}
