import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { MIN_PASSWORD_LENGTH } from '../lib/wizard-model';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import { fieldIdFor } from './field-ids';
import fieldStyles from './fields.module.css';
import styles from './sign-up-wizard.module.css';

export function AccountStep({ values, errors, onChange }: StepProps) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <>
      <StepHeading>You're almost finished</StepHeading>
      <p className={styles.lead}>Create your account so you can see your treatment plan and chat with our team.</p>
      <div className={styles.fields}>
        <TextField
          id={fieldIdFor('email')}
          name="email"
          large
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={values.email}
          error={errors.email}
          onValueChange={(value) => onChange('email', value)}
        />
        <TextField
          id={fieldIdFor('password')}
          name="password"
          large
          label="Create password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={128}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.password}
          error={errors.password}
          onValueChange={(value) => onChange('password', value)}
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
