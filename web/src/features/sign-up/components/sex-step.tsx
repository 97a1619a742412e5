import { FieldError } from '../../../components/form/field-error';
import type { SexAtBirth } from '../lib/wizard-model';
import { errorIdFor, fieldIdFor } from './field-ids';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import fieldStyles from './fields.module.css';
import styles from './sign-up-wizard.module.css';

const CHOICES: { value: SexAtBirth; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

const NOTE_ID = 'sign-up-sex-note';

/** The first choice's id: the sex message focuses it. */
export const SEX_FIRST_CHOICE_ID = fieldIdFor('sex');

export function SexStep({ values, errors, onChange }: StepProps) {
  const error = errors.sex;
  const describedBy = [NOTE_ID, error ? errorIdFor('sex') : undefined].filter(Boolean).join(' ');
  return (
    // A native radio group: arrow keys move the choice, exactly one is selected.
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className={styles.fieldset}
    >
      <legend className={styles.legend}>
        <StepHeading>What was your assigned sex at birth?</StepHeading>
      </legend>
      <p id={NOTE_ID} className={styles.lead}>
        We know your gender identity may differ. We ask about your sex at birth because it affects which treatments are
        safe and suitable for you.
      </p>
      <div className={fieldStyles.choices}>
        {CHOICES.map((choice, index) => (
          <label key={choice.value} className={fieldStyles.choice}>
            <input
              type="radio"
              name="sex"
              id={index === 0 ? SEX_FIRST_CHOICE_ID : undefined}
              value={choice.value}
              checked={values.sex === choice.value}
              onChange={() => onChange('sex', choice.value)}
              className={fieldStyles.radio}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorIdFor('sex')} message={error} />
    </fieldset>
  );
}
