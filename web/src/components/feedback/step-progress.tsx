import styles from './step-progress.module.css';

interface StepProgressProps {
  /** What is progressing ('Sign-up progress'). */
  label: string;
  /** The progressbar's values, as assistive technology reads them. */
  min: number;
  max: number;
  now: number;
  /** Said instead of the number: 'Step 2 of 5'. */
  text: string;
  /** How much of the bar is filled, from 0 to 1. */
  filled: number;
}

/** The thin bar over a multi-step form (the sign-up wizard, the questionnaire). */
export function StepProgress({ label, min, max, now, text, filled }: StepProgressProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={min} aria-valuemax={max} aria-valuenow={now} aria-valuetext={text} className={styles.progress}>
      <span className={styles.fill} style={{ width: `${filled * 100}%` }} />
    </div>
  );
}
