import type { ReactNode } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { formFieldStyles } from '../../../components/form/text-field';
import { ukToday } from '../../../lib/format/uk-today';
import { birthYears } from '../lib/registration-age';
import { errorIdFor, fieldIdFor } from './field-ids';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import fieldStyles from './fields.module.css';
import styles from './sign-up-wizard.module.css';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** The day select's id: the birth date's messages focus it. */
export const BIRTH_DAY_ID = fieldIdFor('birth_date');

export function BirthdayStep({ values, errors, onChange }: StepProps) {
  const error = errors.birth_date;
  const describedBy = error ? errorIdFor('birth_date') : undefined;
  const years = birthYears(ukToday());
  const firstName = values.firstName.trim();

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <StepHeading>{`Nice to meet you, ${firstName}! When is your birthday?`}</StepHeading>
      </legend>
      <p className={styles.lead}>Some treatments are only suitable at certain ages, so our prescribers need to know.</p>
      <div className={fieldStyles.dateRow}>
        <DateSelect
          id={BIRTH_DAY_ID}
          label="Day"
          value={values.day}
          invalid={!!error}
          describedBy={describedBy}
          autoComplete="bday-day"
          onChange={(value) => onChange('day', value)}
        >
          {DAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </DateSelect>
        <DateSelect
          id={`${BIRTH_DAY_ID}-month`}
          label="Month"
          value={values.month}
          invalid={!!error}
          describedBy={describedBy}
          autoComplete="bday-month"
          onChange={(value) => onChange('month', value)}
        >
          {MONTHS.map((month, index) => (
            <option key={month} value={index + 1}>
              {month}
            </option>
          ))}
        </DateSelect>
        <DateSelect
          id={`${BIRTH_DAY_ID}-year`}
          label="Year"
          value={values.year}
          invalid={!!error}
          describedBy={describedBy}
          autoComplete="bday-year"
          onChange={(value) => onChange('year', value)}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </DateSelect>
      </div>
      <FieldError id={errorIdFor('birth_date')} message={error} />
    </fieldset>
  );
}

interface DateSelectProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  autoComplete: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function DateSelect({ id, label, value, invalid, describedBy, autoComplete, onChange, children }: DateSelectProps) {
  return (
    <div className={fieldStyles.dateField}>
      <label htmlFor={id} className={formFieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.selectWrap}>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          className={fieldStyles.select}
        >
          <option value="">{label}</option>
          {children}
        </select>
      </div>
    </div>
  );
}
