import { TextField } from '../../../components/form/text-field';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import { wizardFields } from './wizard-fields';
import styles from './sign-up-wizard.module.css';

// The documents' web pages (the footer links their PDFs): readable on a phone, opened beside the wizard so it keeps its place.
const TERMS_PAGE = '/terms';
const PRIVACY_PAGE = '/privacy-policy';

export function NameStep(props: StepProps) {
  const field = wizardFields(props);
  return (
    <>
      <StepHeading>WELCOME TO YOUR CONSULTATION</StepHeading>
      <p className={styles.lead}>Let’s start with your name as it appears on your ID: our prescribers need it for your prescription.</p>
      <div className={styles.fields}>
        <TextField {...field('first_name')} label="Legal first name" autoComplete="given-name" autoCapitalize="words" maxLength={100} spellCheck={false} />
        <TextField {...field('last_name')} label="Legal last name" autoComplete="family-name" autoCapitalize="words" maxLength={100} spellCheck={false} />
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
