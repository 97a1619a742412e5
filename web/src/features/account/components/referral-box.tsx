import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import { formatPence } from '../../../lib/format/format-price';
import type { AccountOverview } from '../api/get-account-overview';
import styles from './side-panels.module.css';

interface ReferralBoxProps {
  referralCode: string;
  referral: AccountOverview['referral'];
}

/** Spec §1, §2: 'Share the love', the read-only link carrying promo_code, COPY; plus the credit earned so far. */
export function ReferralBox({ referralCode, referral }: ReferralBoxProps) {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const linkId = useId();
  const link = `${window.location.origin}/?promo_code=${encodeURIComponent(referralCode)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // Clipboard refused (an old browser, or permission): the link is selected to copy by hand.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="referral-heading">
      <h2 id="referral-heading" className={styles.heading}>
        Share the love
      </h2>
      <p className={styles.text}>Give a friend £10 off their first treatment. When they start, you get £10 off your next delivery.</p>
      <label htmlFor={linkId} className={styles.label}>
        Your share link
      </label>
      <div className={styles.copyRow}>
        <Input id={linkId} value={link} readOnly onFocus={(event) => event.target.select()} />
        <Button type="primary" onClick={() => void copy()}>
          COPY
        </Button>
      </div>
      <p role="status" className={styles.copied}>
        {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Press Ctrl+C (or ⌘C) to copy the selected link.' : ''}
      </p>
      <dl className={styles.credit}>
        <div>
          <dt>Credit earned</dt>
          <dd>{formatPence(referral.credit_earned_pence)}</dd>
        </div>
        <div>
          <dt>Friends joined</dt>
          <dd>{referral.friends_referred}</dd>
        </div>
        <div>
          <dt>Ready to use</dt>
          <dd>{formatPence(referral.credit_available_pence)}</dd>
        </div>
      </dl>
    </section>
  );
}
