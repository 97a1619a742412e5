import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { deliveryText } from '../../../components/preview-card/delivery-text';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { formatPence } from '../../../lib/format/format-price';
import { authenticateSandboxPayment } from '../api/authenticate-sandbox-payment';
import { confirmSubscription } from '../api/confirm-subscription';
import { forgetPendingSubscription, refreshCheckoutData } from '../api/get-checkout-data';
import { startSubscription } from '../api/start-subscription';
import type { CheckoutData } from '../api/checkout-api-types';
import { cardName } from '../lib/card-text';
import { passStripeCheck } from '../lib/stripe-loader';
import { BankCheckDialog } from './bank-check-dialog';
import { CardEntry } from './card-entry';
import { BusyOverlay } from '../../../components/feedback/busy-overlay';
import { NEW_CARD, SavedCards } from './saved-cards';
import { StepActions } from './step-actions';
import { formFieldStyles } from '../../../components/form/text-field';
import formStyles from './step-form.module.css';
import styles from './payment-step.module.css';

const PROFILE_PATH = '/v2/profile';
const PAY_HINT_ID = 'checkout-pay-hint';

type Phase = 'idle' | 'processing' | 'authenticating' | 'paid';

interface PaymentStepProps {
  data: CheckoutData;
  /** A saved card's id, NEW_CARD, or nothing chosen yet; kept by the page so Back and Next keep it. */
  choice: string | undefined;
  onChoose: (choice: string | undefined) => void;
  onBack: () => void;
  /** Tells the page a payment is under way (the other steps and the promo box wait). */
  onPayingChange: (paying: boolean) => void;
}

function paymentFailure(error: unknown): string {
  const message = error instanceof ApiError ? error.message : describeError(error);
  return message.startsWith('Payment failed') ? message : `Payment failed: ${message}`;
}

/**
 * Step 3 (spec §4, §7): choose a saved card or add one, then pay: start the
 * subscription (the first charge), pass the bank's check when the card asks for one,
 * confirm, and on to the account, replacing the checkout in the history.
 */
export function PaymentStep({ data, choice, onChoose, onBack, onPayingChange }: PaymentStepProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const payingRef = useRef(false);
  const [payError, setPayError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const bankAnswer = useRef<(passed: boolean) => void>(undefined);
  /** After a card is saved its form goes away: the focus moves to the card, now chosen. */
  const [focusChosen, setFocusChosen] = useState(0);

  const cards = data.methods;
  const addingCard = cards.length === 0 || choice === NEW_CARD;
  const chosenCard = cards.find((card) => card.id === choice);
  const paying = phase !== 'idle';
  const total = formatPence(data.price.total_pence);
  const first = data.treatment.items[0];

  useEffect(() => onPayingChange(paying), [paying, onPayingChange]);

  useEffect(() => {
    if (focusChosen) document.querySelector<HTMLInputElement>('input[name="checkout-payment-method"]:checked')?.focus();
  }, [focusChosen]);

  function choose(next: string) {
    onChoose(next);
    setPayError(undefined);
    setNotice(undefined);
  }

  async function cardSaved(paymentMethodId: string) {
    const refreshed = await refreshCheckoutData(queryClient);
    const card = refreshed?.methods.find((method) => method.id === paymentMethodId);
    onChoose(paymentMethodId);
    setPayError(undefined);
    setNotice(card ? `Payment method saved! ${cardName(card.brand)} ending in ${card.last4} is selected.` : 'Payment method saved!');
    setFocusChosen((count) => count + 1);
  }

  /** Resolves when the customer passes or fails the bank's check in the dialog. */
  function askTheBank(): Promise<boolean> {
    return new Promise((resolve) => {
      bankAnswer.current = resolve;
      setPhase('authenticating');
    });
  }

  function answerBank(passed: boolean) {
    const resolve = bankAnswer.current;
    bankAnswer.current = undefined;
    setPhase('processing');
    resolve?.(passed);
  }

  /** The sandbox asks in our own dialog; Stripe shows the bank's page in its own. A failed check surfaces at confirm. */
  async function passTheBanksCheck(clientSecret: string) {
    if (data.provider === 'sandbox') {
      const passed = await askTheBank();
      await authenticateSandboxPayment(clientSecret, passed);
      return;
    }
    const check = await passStripeCheck(data.stripePublic, clientSecret);
    if (!check.passed && check.message) throw new Error(check.message);
  }

  async function pay() {
    // A second click (or Enter) while the first is under way does nothing; the server charges once anyway.
    if (payingRef.current || !chosenCard) return;
    payingRef.current = true;
    setPayError(undefined);
    setNotice(undefined);
    setPhase('processing');
    try {
      const started = await startSubscription(chosenCard.id);
      if (started.status === 'requires_action') await passTheBanksCheck(started.clientSecret);
      await confirmSubscription(started.subscriptionId);
      setPhase('paid');
      await navigate({ to: PROFILE_PATH, replace: true });
      // Only once the checkout has gone: forgetting it while shown would ask for it again (now a 404).
      forgetPendingSubscription(queryClient);
    } catch (error) {
      setPayError(error instanceof ApiError || error instanceof TypeError ? paymentFailure(error) : `Payment failed: ${(error as Error).message}`);
      setPhase('idle');
    } finally {
      payingRef.current = false;
    }
  }

  return (
    <div className={formStyles.form}>
      <p className={formStyles.lead}>
        You pay <strong className={styles.strong}>{total}</strong> today
        {first?.interval ? `, then ${formatPence(first.price_pence)} ${deliveryText(first)}` : ''}. If our prescriber
        decides the treatment isn’t right for you, we refund you in full.
      </p>

      {cards.length > 0 && <SavedCards cards={cards} choice={choice} disabled={paying} onChoose={choose} />}
      <p role="status" className={styles.notice}>
        {notice}
      </p>

      {addingCard &&
<CardEntry provider={data.provider} publishableKey={data.stripePublic} disabled={paying} onSaved={cardSaved} />}

      {payError && (
        <p role="alert" className={formFieldStyles.formError}>
          {payError}
        </p>
      )}

      <StepActions
        busy={paying}
        onBack={onBack}
        onMain={() => void pay()}
        mainDisabled={!chosenCard}
        mainDescribedBy={chosenCard ? undefined : PAY_HINT_ID}
      >
        Pay {total}
      </StepActions>
      {!chosenCard && (
        <p id={PAY_HINT_ID} className={styles.payHint}>
          {addingCard ? 'Save your card above to pay with it.' : 'Choose a card to pay with.'}
        </p>
      )}
      <p className={styles.secure}>
        <LockIcon /> Card details go straight to our payment provider. We never see or store your full card number.
      </p>

      <BusyOverlay visible={phase === 'processing' || phase === 'paid'} title="Processing payment..." note="Please don’t close or refresh this page." />
      <BankCheckDialog amount={phase === 'authenticating' ? total : undefined} onAnswer={answerBank} />
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false" className={styles.lock}>
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
