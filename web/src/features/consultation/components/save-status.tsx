import type { SaveStatus } from '../lib/use-autosave';
import styles from './save-status.module.css';

/**
 * A quiet word on whether the answers are safe. Screen readers hear only about
 * problems: 'Saving…' after every pause in typing would be noise.
 */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const { text, tone } = describe(status);
  const problem = tone === 'problem' ? text : '';
  return (
    <>
      <span className={`${styles.status} ${styles[tone]}`} data-testid="save-status" aria-hidden={tone === 'problem' || undefined}>
        {tone === 'done' && <TickIcon />}
        {text}
      </span>
      <span className="visually-hidden" role="status">
        {problem}
      </span>
    </>
  );
}

function describe(status: SaveStatus): { text: string; tone: 'quiet' | 'done' | 'problem' } {
  switch (status.state) {
    case 'idle':
      return { text: 'Your answers save as you go', tone: 'quiet' };
    case 'pending':
    case 'saving':
      return { text: 'Saving…', tone: 'quiet' };
    case 'saved':
      return { text: 'Saved', tone: 'done' };
    case 'retrying':
      return { text: 'Not saved — retrying', tone: 'problem' };
    case 'refused':
      return { text: `Not saved: ${status.message}`, tone: 'problem' };
  }
}

function TickIcon() {
  return (
    <svg viewBox="0 0 16 16" className={styles.tick} aria-hidden="true" focusable="false">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
