import { TextField } from '../../../components/form/text-field';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import { fieldIdFor } from './field-ids';
import styles from './sign-up-wizard.module.css';

// The documents' web pages (the footer links their PDFs): readable on a phone, opened beside the wizard so it keeps its place.
const TERMS_PAGE = '/terms';
const PRIVACY_PAGE = '/privacy-policy';

export function NameStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      <StepHeading>WELCOME TO YOUR CONSULTATION</StepHeading>
      <p className={styles.lead}>Let’s start with your name as it appears on your ID: our prescribers need it for your prescription.</p>
      <div className={styles.fields}>
        <TextField
          id={fieldIdFor('first_name')}
          name="first_name"
          large
          label="Legal first name"
          value={values.firstName}
          error={errors.first_name}
          onValueChange={(value) => onChange('firstName', value)}
          autoComplete="given-name"
          autoCapitalize="words"
          maxLength={100}
          spellCheck={false}
        />
        <TextField
          id={fieldIdFor('last_name')}
          name="last_name"
          large
          label="Legal last name"
          value={values.lastName}
          error={errors.last_name}
          onValueChange={(value) => onChange('lastName', value)}
          autoComplete="family-name"
          autoCapitalize="words"
          maxLength={100}
          spellCheck={false}
        />
      </div>
    </>
  );
}

/** Shown above Next on step 0. */
export function TermsNote() {
  return (
    <p className={styles.note}>
      By pressing Next you agree to our{' '}
      <a href={TERMS_PAGE} target="_blank" rel="noopener">
        terms and conditions<span className="visually-hidden"> (opens in a new tab)</span>
      </a>{' '}
      and{' '}
      <a href={PRIVACY_PAGE} target="_blank" rel="noopener">
        privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
