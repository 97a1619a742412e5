import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { MIN_PASSWORD_LENGTH } from '../lib/wizard-model';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import { wizardFields } from './wizard-fields';
import fieldStyles from './fields.module.css';
import styles from './sign-up-wizard.module.css';

export function AccountStep(props: StepProps) {
  const [showPassword, setShowPassword] = useState(false);
  const field = wizardFields(props);
  return (
    <>
      <StepHeading>You're almost finished</StepHeading>
      <p className={styles.lead}>Create your account so you can see your treatment plan and chat with our team.</p>
      <div className={styles.fields}>
        <TextField {...field('email')} label="E-mail" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={254} />
        <TextField
          {...field('password')}
          label="Create password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={128}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          addon={
            <button
              type="button"
              className={fieldStyles.addonButton}
              aria-pressed={showPassword}
              aria-controls="sign-up-password"
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          }
        />
      </div>
    </>
  );
}
