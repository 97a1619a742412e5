import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/api/api-error';
import { createSetupIntent } from '../api/create-setup-intent';
import { stripeFor } from '../lib/stripe-loader';
import { TextField } from '../../../components/form/text-field';
import styles from './payment-step.module.css';
import { SaveCardActions } from './save-card-actions';

const NAME_ID = 'checkout-card-name';
const LOAD_FAILURE = 'The secure card form could not be loaded. Please check your connection and reload the page.';

interface StripeCardFormProps {
  publishableKey: string;
  /** While a payment is under way. */
  disabled: boolean;
  /** Stripe saved the card: its payment method id. */
  onSaved: (paymentMethodId: string) => Promise<void>;
}

/**
 * With real Stripe configured: Stripe Elements draws the card fields in Stripe's own
 * frame, and Stripe.js confirms our setup intent with them, so the card number never
 * reaches the shop's pages or servers (spec §7: the provider's script with the
 * publishable key from the page data).
 */
export function StripeCardForm({ publishableKey, disabled, onSaved }: StripeCardFormProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    stripe.then(
      (loaded) => current && setLoadFailed(!loaded),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [stripe]);

  if (loadFailed) {
    return (
      <p role="alert" className={styles.refusal}>
        {LOAD_FAILURE}
      </p>
    );
  }
  return (
    <Elements stripe={stripe.catch(() => null)} options={{ locale: 'en-GB' }}>
      <CardEntry disabled={disabled} onSaved={onSaved} />
    </Elements>
  );
}

function CardEntry({ disabled, onSaved }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  /** Stripe's refusal (or its field message), under the button (spec §8, fallback 'Error'). */
  const [refusal, setRefusal] = useState<string>();

  async function save(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (savingRef.current || disabled || !stripe || !card) return;
    if (!name.trim()) {
      setNameError('Enter the name on the card.');
      document.getElementById(NAME_ID)?.focus();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setRefusal(undefined);
    try {
      const { clientSecret } = await createSetupIntent();
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details: { name: name.trim() } } });
      const paymentMethod = result.setupIntent?.payment_method;
      if (result.error || !paymentMethod) setRefusal(result.error?.message || 'Error');
      else await onSaved(typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id);
    } catch (error) {
      setRefusal(describeError(error) || 'Error');
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  const busy = saving || disabled;
  return (
    <form noValidate onSubmit={save} aria-busy={saving} aria-labelledby="checkout-card-title" className={styles.cardForm}>
      <h3 id="checkout-card-title" className={styles.cardFormTitle}>
        Card details
      </h3>
      <fieldset disabled={busy} className={styles.cardFields}>
        <legend className="visually-hidden">Card details</legend>
        <div className={`${styles.wide} ${styles.stripeField}`}>
          <CardElement options={{ disabled: busy, hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
        </div>
        <TextField
          id={NAME_ID}
          label="Name on card"
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={100}
          value={name}
          error={nameError}
          onValueChange={(value) => {
            setName(value);
            setNameError(undefined);
          }}
          className={styles.wide}
        />
      </fieldset>
      <SaveCardActions saving={saving} disabled={disabled || !stripe} refusal={refusal} />
    </form>
  );
}
