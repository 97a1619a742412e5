import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { saveSandboxCard } from '../api/save-sandbox-card';
import {
  checkCard,
  EMPTY_CARD,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  hasCardErrors,
  parseExpiry,
  type CardErrors,
  type CardField,
  type CardFormValues,
} from '../lib/card-input';
import { bindFields } from '../../../components/form/bind-fields';
import { TextField } from '../../../components/form/text-field';
import styles from './payment-step.module.css';
import { CARD_REFUSAL_ID, SaveCardActions } from './save-card-actions';

const FIELD_ORDER: CardField[] = ['number', 'expiry', 'cvc', 'name'];
const cardFieldId = (field: CardField) => `checkout-card-${field}`;
/** The sandbox's own 400 names its fields as the request does. */
const SERVER_FIELDS: Record<string, CardField> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc', name: 'name' };

interface SandboxCardFormProps {
  /** While a payment is under way. */
  disabled: boolean;
  /** The provider saved the card: its payment method id. */
  onSaved: (paymentMethodId: string) => Promise<void>;
}

/**
 * The shop's own card form for the offline sandbox provider. The card goes to the
 * provider's endpoint with a setup intent's client secret, never to the shop's API.
 */
export function SandboxCardForm({ disabled, onSaved }: SandboxCardFormProps) {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  /** The provider's refusal, under the button (spec §8, fallback 'Error'). */
  const [refusal, setRefusal] = useState<string>();
  /** The first field with a message, or the provider's refusal (the fields were disabled while saving, so the focus was lost). */
  const [focusField, setFocusField] = useState<{ field: CardField | 'refusal' }>();

  useEffect(() => {
    if (focusField) document.getElementById(focusField.field === 'refusal' ? CARD_REFUSAL_ID : cardFieldId(focusField.field))?.focus();
  }, [focusField]);

  function change(field: CardField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _dropped, ...rest }) => rest);
    setRefusal(undefined);
  }

  function showErrors(found: CardErrors) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) setFocusField({ field: first });
  }

  function refuse(message: string) {
    setRefusal(message);
    setFocusField({ field: 'refusal' });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (savingRef.current || disabled) return;
    const found = checkCard(values);
    if (hasCardErrors(found)) {
      showErrors(found);
      return;
    }
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    savingRef.current = true;
    setSaving(true);
    setRefusal(undefined);
    try {
      const result = await saveSandboxCard({
        number: values.number,
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: values.cvc,
        name: values.name.trim(),
      });
      if (result.status === 'succeeded' && result.payment_method) await onSaved(result.payment_method);
      else refuse(result.message || 'Error');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const found: CardErrors = {};
        for (const [name, messages] of Object.entries(error.fields)) {
          const field = SERVER_FIELDS[name];
          if (field && messages[0] && !found[field]) found[field] = messages[0];
        }
        if (hasCardErrors(found)) showErrors(found);
        else refuse(error.message || 'Error');
      } else {
        refuse(error instanceof ApiError ? error.message || 'Error' : describeError(error));
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  const busy = saving || disabled;
  const field = bindFields({ idOf: cardFieldId, values, errors, onChange: change });
  return (
    <form noValidate onSubmit={save} aria-busy={saving} aria-labelledby="checkout-card-title" className={styles.cardForm}>
      <div className={styles.cardFormHead}>
        <h3 id="checkout-card-title" className={styles.cardFormTitle}>
          Card details
        </h3>
        <p className={styles.testNote}>
          <strong>Test mode: use 4242 4242 4242 4242</strong>, any future expiry date and any 3-digit code. No real money is taken.
        </p>
      </div>
      <fieldset disabled={busy} className={styles.cardFields}>
        <legend className="visually-hidden">Card details</legend>
        <TextField
          {...field('number', formatCardNumber)}
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          className={styles.wide}
        />
        <TextField
          {...field('expiry', formatExpiry)}
          label="Expiry date"
          hint="For example, 04 / 28"
          inputMode="numeric"
          autoComplete="cc-exp"
          spellCheck={false}
          placeholder="MM / YY"
          maxLength={7}
        />
        <TextField
          {...field('cvc', formatCvc)}
          label="Security code (CVC)"
          hint="3 digits on the back"
          inputMode="numeric"
          autoComplete="cc-csc"
          spellCheck={false}
          maxLength={4}
        />
        <TextField
          {...field('name')}
          label="Name on card"
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={100}
          className={styles.wide}
        />
      </fieldset>
      <SaveCardActions saving={saving} disabled={disabled} refusal={refusal} />
    </form>
  );
}
