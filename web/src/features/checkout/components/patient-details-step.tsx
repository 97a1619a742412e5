import type { FormEvent } from 'react';
import type { FieldErrors, PatientValues } from '../lib/checkout-model';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
import { bindFields } from '../../../components/form/bind-fields';
import { TextField } from '../../../components/form/text-field';
import styles from './step-form.module.css';

export const patientFieldId = (field: keyof PatientValues) => `checkout-patient-${field}`;
export const PATIENT_FIELDS = ['name', 'surname', 'phone'] as const;

interface PatientDetailsStepProps {
  values: PatientValues;
  errors: FieldErrors<PatientValues>;
  formError: string | undefined;
  busy: boolean;
  onChange: (field: keyof PatientValues, value: string) => void;
  onSubmit: () => void;
}

/** Step 1: who the treatment is for (POST /v2/subscription/form/update-customer-info). */
export function PatientDetailsStep({ values, errors, formError, busy, onChange, onSubmit }: PatientDetailsStepProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  const field = bindFields({ idOf: patientFieldId, values, errors, onChange });
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className={styles.form}>
      <p className={styles.lead}>
        Your legal name, as it appears on your ID, goes on your prescription. Our clinical team may call or text this
        number about your treatment.
      </p>
      <fieldset disabled={busy} className={styles.fieldset}>
        <legend className="visually-hidden">Patient details</legend>
        <div className={styles.pair}>
          <TextField {...field('name')} label="Legal first name" autoComplete="given-name" autoCapitalize="words" spellCheck={false} maxLength={100} />
          <TextField {...field('surname')} label="Legal last name" autoComplete="family-name" autoCapitalize="words" spellCheck={false} maxLength={100} />
        </div>
        <TextField {...field('phone')} label="Mobile phone number" hint="A UK number, for example 07700 900123." type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      </fieldset>
      <StepError message={formError} />
      <StepActions busy={busy}>Next</StepActions>
    </form>
  );
}
