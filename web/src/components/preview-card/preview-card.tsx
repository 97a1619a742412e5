import type { ReactNode } from 'react';
import { formatPence } from '../../lib/format/format-price';
import { Price } from '../price/price';
import { deliveryText } from './delivery-text';
import type { PreviewItem } from './preview-item';
import styles from './preview-card.module.css';

interface PreviewCardProps {
  preview: PreviewItem;
  /** A small label above the title, e.g. 'Your plan'. */
  label?: string;
  /**
   * `full`: picture beside the words (above them on a phone), with what is included.
   * `compact`, for a list of alternatives: a small picture, no delivery and consultation notes (they are the same for every plan).
   * `summary`, for a narrow column such as the checkout's: the small picture, with what is included.
   */
  variant?: 'full' | 'compact' | 'summary';
  headingLevel?: 2 | 3;
  /** Buttons or other actions at the foot of the card. */
  children?: ReactNode;
  className?: string;
}

/**
 * A treatment plan as the customer will receive it: what, how much, how often.
 * Used on the subscription result page and at checkout.
 */
export function PreviewCard({ preview, label, variant = 'full', headingLevel = 2, children, className }: PreviewCardProps) {
  // The first item is what the customer is charged for now and how often it comes.
  const first = preview.items[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const small = variant !== 'full';
  const classes = [styles.card, small ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
  const pence = first ? (first.price_pence ?? Math.round(first.price * 100)) : undefined;

  return (
    <article className={classes}>
      <div className={styles.media}>
        <img src={preview.treatment.image_url} alt="" className={styles.image} loading={variant === 'compact' ? 'lazy' : undefined} />
      </div>
      <div className={styles.body}>
        {label && <p className={styles.label}>{label}</p>}
        <Heading className={styles.title}>{preview.treatment.title}</Heading>
        {pence !== undefined && (
          <p className={styles.pricing}>
            <Price text={formatPence(pence)} size={small ? 'medium' : 'large'} />
            <span className={styles.interval}>{deliveryText(first)}</span>
          </p>
        )}
        {variant !== 'compact' && (
          <ul className={styles.included}>
            <li>Express Shipping within 1-2 days</li>
            <li>Consultation + clinician access included</li>
          </ul>
        )}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </article>
  );
}
