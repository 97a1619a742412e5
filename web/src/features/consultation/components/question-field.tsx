import type { ReactNode } from 'react';
import type { AnswerValue, Question } from '../api/consultation-api-types';
import styles from './question-field.module.css';

export const questionElementId = (name: string) => `question-${name}`;
const inputId = (name: string) => `answer-${name}`;
const helpId = (name: string) => `answer-${name}-help`;
const errorId = (name: string) => `answer-${name}-error`;

/** The option value questionnaires use for 'none of these' in a multiple choice. */
const NONE = 'none';

interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
  /** Leaving a text box saves at once rather than after the typing pause. */
  onBlur: () => void;
  /** The photo question's content; the other kinds are drawn here. */
  photos?: ReactNode;
}

/** One question, drawn from its data: a text box, a choice, a tick box or photo slots. */
export function QuestionField({ question, value, error, onChange, onBlur, photos }: QuestionFieldProps) {
  const { name } = question;
  const describedBy = [question.help ? helpId(name) : '', error ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  const help = question.help ? (
    <p id={helpId(name)} className={styles.help}>
      {question.help}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId(name)} className={styles.error}>
      <span aria-hidden="true" className={styles.errorIcon}>
        !
      </span>
      {error}
    </p>
  ) : null;
  const className = [styles.question, question.showIf ? styles.followUp : '', error ? styles.invalid : ''].filter(Boolean).join(' ');

  if (question.type === 'text') {
    return (
      <div id={questionElementId(name)} className={className}>
        <label htmlFor={inputId(name)} className={styles.label}>
          {question.label}
          <RequiredMark required={question.required} />
        </label>
        {help}
        {errorText}
        <textarea
          id={inputId(name)}
          name={name}
          className={styles.textarea}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          aria-required={question.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
    );
  }

  if (question.type === 'checkbox') {
    return (
      <div id={questionElementId(name)} className={className}>
        {errorText}
        <label className={styles.tick}>
          <input
            id={inputId(name)}
            type="checkbox"
            name={name}
            checked={value === true}
            aria-required={question.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className={styles.tickLabel}>
            {question.label}
            <RequiredMark required={question.required} />
          </span>
        </label>
        {help}
      </div>
    );
  }

  if (question.type === 'choice') {
    const multiple = question.multiple === true;
    const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    const toggle = (option: string, checked: boolean) => {
      if (!multiple) return onChange(option);
      const others = selected.filter((item) => item !== option);
      // 'None of these' and a condition cannot both be true: choosing one clears the other.
      const next = !checked ? others : option === NONE ? [NONE] : [...others.filter((item) => item !== NONE), option];
      // Kept in the questionnaire's order, not the order of clicking.
      const order = (question.options ?? []).map((item) => item.value);
      onChange(next.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    };
    return (
      <fieldset
        id={questionElementId(name)}
        className={`${className} ${styles.fieldset}`}
        role={multiple ? undefined : 'radiogroup'}
        aria-required={!multiple && question.required ? true : undefined}
        aria-invalid={!multiple && error ? true : undefined}
        aria-describedby={describedBy}
      >
        <legend className={styles.label}>
          {question.label}
          <RequiredMark required={question.required} />
        </legend>
        {help}
        {multiple && !/all that apply/i.test(question.help ?? '') && <p className={styles.hint}>Choose all that apply.</p>}
        {errorText}
        <div className={styles.options}>
          {(question.options ?? []).map((option, index) => (
            <label key={option.value} className={styles.option}>
              <input
                id={index === 0 ? inputId(name) : undefined}
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <fieldset id={questionElementId(name)} className={`${className} ${styles.fieldset}`} aria-describedby={describedBy}>
      <legend className={styles.label}>
        {question.label}
        <RequiredMark required={question.required} />
      </legend>
      {help}
      {errorText}
      {photos}
    </fieldset>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        {'\u00a0*'}
      </span>
      <span className="visually-hidden"> (required)</span>
    </>
  );
}

/** Where to put the keyboard focus to answer a question: its first input. */
export function focusQuestion(name: string): void {
  const container = document.getElementById(questionElementId(name));
  if (!container) return;
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  container.scrollIntoView({ block: 'center', behavior: calm ? 'auto' : 'smooth' });
  const target = container.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button');
  target?.focus({ preventScroll: true });
}
