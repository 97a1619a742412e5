import type { FormEvent } from 'react';
import type { AddressValues, FieldErrors } from '../lib/checkout-model';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
import { bindFields } from '../../../components/form/bind-fields';
import { TextField } from '../../../components/form/text-field';
import styles from './step-form.module.css';

export const addressFieldId = (field: keyof AddressValues) => `checkout-address-${field.replace('_', '-')}`;
/** In the order they appear, so the first message gets the focus. */
export const ADDRESS_FIELDS = ['first_name', 'last_name', 'email', 'contact_no', 'address_1', 'address_2', 'city', 'postcode'] as const;

interface AddressStepProps {
  values: AddressValues;
  errors: FieldErrors<AddressValues>;
  formError: string | undefined;
  busy: boolean;
  onChange: (field: keyof AddressValues, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/** Step 2: where the treatment goes, also the billing address (POST /v2/subscription/form/update-billing-info). */
export function AddressStep({ values, errors, formError, busy, onChange, onSubmit, onBack }: AddressStepProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  const field = bindFields({ idOf: addressFieldId, values, errors, onChange });
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className={styles.form}>
      <p className={styles.lead}>Where we send your treatment, by tracked express delivery. We use it as your billing address too.</p>
      <fieldset disabled={busy} className={styles.fieldset}>
        <legend className="visually-hidden">Delivery and billing address</legend>
        <div className={styles.pair}>
          <TextField {...field('first_name')} label="First name" autoComplete="given-name" autoCapitalize="words" spellCheck={false} maxLength={100} />
          <TextField {...field('last_name')} label="Last name" autoComplete="family-name" autoCapitalize="words" spellCheck={false} maxLength={100} />
        </div>
        <div className={styles.pair}>
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
          />
          <TextField {...field('contact_no')} label="Phone number" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
        </div>
        <TextField {...field('address_1')} label="Address line 1" autoComplete="address-line1" maxLength={200} />
        <TextField {...field('address_2')} label="Address line 2" optional autoComplete="address-line2" maxLength={200} />
        <div className={`${styles.pair} ${styles.cityRow}`}>
          <TextField {...field('city')} label="Town or city" autoComplete="address-level2" maxLength={100} />
          <TextField
            {...field('postcode')}
            label="Postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
          />
        </div>
      </fieldset>
      <StepError message={formError} />
      <StepActions busy={busy} onBack={onBack}>
        Next
      </StepActions>
    </form>
  );
}
