import { priceText } from '../../lib/format/format-price';
import styles from './price.module.css';

interface PriceProps {
  /** The server's formatted price, e.g. '£24.20'. */
  text: string;
  /** The same amount in pence, used only if the text is not in '£0.00' form. */
  pence?: number;
  /** Small print after the amount, e.g. '/month'. */
  suffix?: string;
  size?: 'medium' | 'large';
  className?: string;
}

/** A price, always '£' and two decimals. */
export function Price({ text, pence, suffix, size = 'medium', className }: PriceProps) {
  const classes = [styles.price, size === 'large' ? styles.large : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <span className={styles.amount}>{priceText(text, pence)}</span>
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}
