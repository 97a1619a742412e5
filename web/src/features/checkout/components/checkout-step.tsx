import type { ReactNode } from 'react';
import { Button } from '../../../components/buttons/button';
import { STEP_TITLES, STEPS, type CheckoutStep as Step } from '../lib/checkout-model';
import styles from './checkout-step.module.css';

export type StepState = 'open' | 'done' | 'upcoming';

/** The step's heading: focused when the step opens, so it is read out first. */
export const stepHeadingId = (step: Step) => `checkout-step-${step + 1}`;

interface CheckoutStepProps {
  step: Step;
  state: StepState;
  /** What was given, shown under a completed step's title. */
  summary?: ReactNode;
  /** Opens a completed step again; absent while something is being saved or paid. */
  onEdit?: () => void;
  children: ReactNode;
}

/** One of the checkout's three accordion steps: only the open one shows its form. */
export function CheckoutStep({ step, state, summary, onEdit, children }: CheckoutStepProps) {
  const title = STEP_TITLES[step];
  const bodyId = `${stepHeadingId(step)}-body`;
  return (
    <li className={styles.step} data-state={state} aria-current={state === 'open' ? 'step' : undefined}>
      <div className={styles.header}>
        <span className={styles.marker} aria-hidden="true">
          {state === 'done' ? <CheckIcon /> : step + 1}
        </span>
        <h2 id={stepHeadingId(step)} tabIndex={-1} className={styles.title}>
          <span className="visually-hidden">{`Step ${step + 1} of ${STEPS.length}: `}</span>
          {title}
          {state === 'done' && <span className="visually-hidden"> (done)</span>}
        </h2>
        {state === 'done' && onEdit && (
          <Button kind="text" onClick={onEdit} className={styles.edit}>
            Edit<span className="visually-hidden"> {title.toLowerCase()}</span>
          </Button>
        )}
      </div>
      {state === 'done' && summary && <div className={styles.summary}>{summary}</div>}
      {state === 'open' && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
    </li>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
