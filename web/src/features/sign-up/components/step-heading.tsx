import type { ReactNode } from 'react';
import styles from './sign-up-wizard.module.css';

export const STEP_HEADING_ID = 'sign-up-step-title';

/** The step's question: the page's h1, focused when the step changes so it is read out first. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id={STEP_HEADING_ID} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
