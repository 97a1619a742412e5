import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/buttons/button';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { formatPence } from '../../../lib/format/format-price';
import { forgetSharedPromoCode, sharedPromoCode } from '../../../lib/shared-promo-code';
import { useApplyPromoCode } from '../api/apply-promo-code';
import { useRemovePromoCode } from '../api/remove-promo-code';
import type { Promo } from '../api/checkout-api-types';
import { discountText, durationText } from '../lib/promo-text';
import { FieldError } from '../../../components/form/field-error';
import { formFieldStyles } from '../../../components/form/text-field';
import styles from './order-summary.module.css';

const INPUT_ID = 'checkout-promo-code';
const ERROR_ID = `${INPUT_ID}-error`;
const INVALID_CODE = 'Invalid promo code';

interface PromoBoxProps {
  /** The promo the server has on the order, if any. */
  promo: Promo | null;
  /** While a step is saved or the payment is under way. */
  disabled: boolean;
}

/**
 * Spec §4 'Promo box': empty, applying, applied (title, code, how long, Remove), error.
 * A promo code or a friend's referral code; the server checks it and prices the order.
 */
export function PromoBox({ promo, disabled }: PromoBoxProps) {
  const apply = useApplyPromoCode();
  const remove = useRemovePromoCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const typed = code.trim();
  const sharedCodeTried = useRef(false);

  // A friend's share link brought a code: applied once, here, as if typed (a refusal shows as one).
  useEffect(() => {
    const shared = sharedPromoCode();
    if (sharedCodeTried.current || promo || disabled || !shared) return;
    sharedCodeTried.current = true;
    forgetSharedPromoCode();
    applyCode(shared);
    // Only on arrival: later changes to the box are the customer's own.
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed || apply.isPending || disabled) return;
    applyCode(typed);
  }

  function applyCode(entered: string) {
    setError(undefined);
    setAnnouncement('');
    apply.mutate(entered, {
      onSuccess: (answer) => {
        setCode('');
        setAnnouncement(`${answer.promo?.code ?? entered} applied. Total due today: ${formatPence(answer.price.total_pence)}.`);
      },
      onError: (failure) => {
        setError(promoRefusal(failure));
        // The message is tied to the field: focusing it reads both out.
        requestAnimationFrame(() => document.getElementById(INPUT_ID)?.focus());
      },
    });
  }

  function removeCode() {
    if (remove.isPending || disabled) return;
    setAnnouncement('');
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setAnnouncement(`Promo code removed. Total due today: ${formatPence(answer.price.total_pence)}.`);
        // Back to the empty box: the field is where the customer continues.
        requestAnimationFrame(() => document.getElementById(INPUT_ID)?.focus());
      },
      onError: (failure) => setError(describeError(failure)),
    });
  }

  return (
    <div className={styles.promo}>
      {promo ? (
        <div className={styles.applied}>
          <TagIcon />
          <div className={styles.appliedText}>
            <p className={styles.appliedTitle}>{promo.title}</p>
            <p className={styles.appliedMeta}>
              <span className={styles.code}>{promo.code}</span> · {discountText(promo)} · {durationText(promo)}
            </p>
          </div>
          <Button kind="text" loading={remove.isPending} disabled={disabled} onClick={removeCode} className={styles.remove}>
            Remove<span className="visually-hidden"> promo code {promo.code}</span>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={apply.isPending} className={styles.promoForm}>
          <label htmlFor={INPUT_ID} className={formFieldStyles.label}>
            Promo or referral code
          </label>
          <div className={styles.promoRow}>
            <input
              id={INPUT_ID}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(undefined);
              }}
              disabled={disabled}
              readOnly={apply.isPending}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ERROR_ID : undefined}
              className={`${formFieldStyles.input} ${styles.promoInput}`}
            />
            <Button kind="default" htmlType="submit" size="large" shape="round" loading={apply.isPending} disabled={!typed || disabled} className={styles.apply}>
              {apply.isPending ? 'Applying...' : 'Apply'}
            </Button>
          </div>
          <FieldError id={ERROR_ID} message={error} />
        </form>
      )}
      {/* Reads out the new total; the error is read with the field it belongs to. */}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

/** The server's reason ('DERMLOVE10 cannot be used on tablets.'), else 'Invalid promo code'; no connection is said as such. */
function promoRefusal(failure: unknown): string {
  if (failure instanceof ApiError) return failure.code ? failure.message : INVALID_CODE;
  return describeError(failure);
}

function TagIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false" className={styles.tag}>
      <path d="M2.5 10.6V3.5a1 1 0 0 1 1-1h7.1a1 1 0 0 1 .7.3l6.2 6.2a1 1 0 0 1 0 1.4l-7.1 7.1a1 1 0 0 1-1.4 0l-6.2-6.2a1 1 0 0 1-.3-.7z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="6.5" cy="6.5" r="1.4" fill="currentColor" />
    </svg>
  );
}
