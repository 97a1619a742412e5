import type { ReactNode } from 'react';
import { Button } from '../../../components/buttons/button';
import { ArrowLeftIcon } from '../../../components/icons/arrow-left-icon';
import styles from './step-form.module.css';

interface StepActionsProps {
  busy: boolean;
  /** Goes one step back; absent on the first step. */
  onBack?: () => void;
  /** The main button: a submit button, or a plain one with onClick (Pay). */
  children: ReactNode;
  onMain?: () => void;
  mainDisabled?: boolean;
  /** Read out with the main button, e.g. why it is not available yet. */
  mainDescribedBy?: string;
}

/** Back and Next (or Pay) under a step. */
export function StepActions({ busy, onBack, children, onMain, mainDisabled, mainDescribedBy }: StepActionsProps) {
  return (
    <div className={styles.actions}>
      {onBack && (
        <Button kind="text" size="large" shape="round" icon={<ArrowLeftIcon />} onClick={onBack} disabled={busy} className={styles.back}>
          Back<span className="visually-hidden"> to the previous step</span>
        </Button>
      )}
      <Button
        kind="primary"
        size="large"
        shape="round"
        htmlType={onMain ? 'button' : 'submit'}
        onClick={onMain}
        loading={busy}
        disabled={mainDisabled}
        aria-describedby={mainDescribedBy}
        className={styles.main}
      >
        {children}
      </Button>
    </div>
  );
}
