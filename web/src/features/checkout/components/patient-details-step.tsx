import type { FormEvent } from 'react';
import type { FieldErrors, PatientValues } from '../lib/checkout-model';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
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
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className={styles.form}>
      <p className={styles.lead}>
        Your legal name, as it appears on your ID, goes on your prescription. Our clinical team may call or text this
        number about your treatment.
      </p>
      <fieldset disabled={busy} className={styles.fieldset}>
        <legend className="visually-hidden">Patient details</legend>
        <div className={styles.pair}>
          <TextField
            id={patientFieldId('name')}
            label="Legal first name"
            autoComplete="given-name"
            autoCapitalize="words"
            spellCheck={false}
            maxLength={100}
            value={values.name}
            error={errors.name}
            onValueChange={(value) => onChange('name', value)}
          />
          <TextField
            id={patientFieldId('surname')}
            label="Legal last name"
            autoComplete="family-name"
            autoCapitalize="words"
            spellCheck={false}
            maxLength={100}
            value={values.surname}
            error={errors.surname}
            onValueChange={(value) => onChange('surname', value)}
          />
        </div>
        <TextField
          id={patientFieldId('phone')}
          label="Mobile phone number"
          hint="A UK number, for example 07700 900123."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={values.phone}
          error={errors.phone}
          onValueChange={(value) => onChange('phone', value)}
        />
      </fieldset>
      <StepError message={formError} />
      <StepActions busy={busy}>Next</StepActions>
    </form>
  );
}
