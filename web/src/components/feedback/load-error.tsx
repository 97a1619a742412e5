import { Button } from '../buttons/button';
import { describeError } from '../../lib/api/api-error';
import styles from './load-error.module.css';

interface LoadErrorProps {
  /** What failed to load, e.g. 'our treatments'. */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** In place of a section whose data could not be loaded: the rest of the page stays usable. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>Sorry, we couldn’t load {what}.</p>
      <p className={styles.detail}>{describeError(error)}</p>
      <Button shape="round" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
