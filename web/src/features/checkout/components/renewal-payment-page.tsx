import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/buttons/button';
import { LoadError } from '../../../components/feedback/load-error';
import { LoadingRegion, Skeleton } from '../../../components/feedback/skeleton';
import { ButtonLink } from '../../../components/links/button-link';
import { NotFoundPage } from '../../../components/status/not-found-page';
import { ApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { formatPence } from '../../../lib/format/format-price';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authenticateSandboxPayment } from '../api/authenticate-sandbox-payment';
import { confirmRenewalPayment } from '../api/confirm-renewal-payment';
import { renewalPaymentQueryKey, useRenewalPayment } from '../api/get-renewal-payment';
import { confirmStripePayment } from '../lib/stripe-loader';
import { BankCheckDialog } from './bank-check-dialog';
import styles from './renewal-payment-page.module.css';

type Outcome = { kind: 'confirmed' } | { kind: 'failed'; message: string };

/** /v2/profile/payments/{id}: the customer confirms a renewal their bank wanted to check (linked from the email). */
export function RenewalPaymentPage() {
  const { paymentId } = useParams({ strict: false }) as { paymentId: string };
  const id = Number(paymentId);
  const payment = useRenewalPayment(id);
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  useDocumentTitle('Confirm your payment');

  if (!Number.isInteger(id) || (payment.error instanceof ApiError && payment.error.status === 404)) return <NotFoundPage />;
  if (payment.isPending) return <PaymentSkeleton />;
  if (payment.isError) {
    return (
      <div className={styles.page}>
        <LoadError what="your payment" error={payment.error} onRetry={() => void payment.refetch()} />
      </div>
    );
  }
  const data = payment.data;
  const amount = formatPence(data.amount_pence);

  /** The bank check happens in the browser; then the server asks the provider how it ended and completes the renewal. */
  async function confirmAfter(bankCheck: () => Promise<string | undefined>) {
    setBusy(true);
    try {
      const bankMessage = await bankCheck();
      const result = await confirmRenewalPayment(data.payment_id);
      setOutcome(result.status === 'active' ? { kind: 'confirmed' } : { kind: 'failed', message: bankMessage ?? 'Your bank did not confirm the payment.' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : 'Error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: renewalPaymentQueryKey(id) });
    }
  }

  function answerSandboxCheck(passed: boolean) {
    setChecking(false);
    void confirmAfter(async () => {
      await authenticateSandboxPayment(data.client_secret ?? '', passed);
      return undefined;
    });
  }

  function startStripeCheck() {
    void confirmAfter(async () => (await confirmStripePayment(data.publishable_key, data.client_secret ?? '', data.payment_method_id)).message);
  }

  const settled = outcome?.kind === 'confirmed' || data.status === 'succeeded';
  const failed = outcome?.kind === 'failed' || data.status === 'failed';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Confirm your payment</h1>
      <section className={styles.card} aria-labelledby="renewal-treatment">
        <h2 id="renewal-treatment" className={styles.treatment}>
          {data.treatment}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Amount</dt>
            <dd className={styles.amount}>{amount}</dd>
          </div>
          <div>
            <dt>Supply due</dt>
            <dd>{formatDate(data.due_on)}</dd>
          </div>
        </dl>

        {settled ? (
          <div role="status" className={styles.success}>
            <p className={styles.outcomeTitle}>Payment confirmed</p>
            <p>Thank you. Your {data.treatment} ships within 1-2 days, and your receipt is on its way by email.</p>
          </div>
        ) : failed ? (
          <div role="alert" className={styles.problem}>
            <p className={styles.outcomeTitle}>The payment did not go through</p>
            <p>{outcome?.kind === 'failed' ? outcome.message : 'Your bank did not confirm the payment.'} Please update your card in your account; we try it straight away.</p>
          </div>
        ) : (
          <>
            <p className={styles.lead}>
              Your bank wants you to confirm this payment before it goes through. We send your next supply as soon as you have.
            </p>
            <Button kind="primary" size="large" shape="round" block loading={busy} onClick={data.provider === 'sandbox' ? () => setChecking(true) : startStripeCheck}>
              Confirm {amount}
            </Button>
          </>
        )}
      </section>
      <ButtonLink to="/v2/profile" size="large" shape="round">
        Go to your account
      </ButtonLink>
      <BankCheckDialog amount={checking ? amount : undefined} onAnswer={answerSandboxCheck} />
    </div>
  );
}

function PaymentSkeleton() {
  return (
    <LoadingRegion label="Loading your payment…" className={styles.page}>
      <Skeleton width={280} height={44} />
      <Skeleton height={260} radius={20} />
    </LoadingRegion>
  );
}
