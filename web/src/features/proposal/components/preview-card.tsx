import type { ReactNode } from 'react';
import { Price } from '../../../components/price/price';
import { formatPence } from '../../../lib/format/format-price';
import type { PreviewItem } from '../api/proposal-api-types';
import { deliveryText } from '../lib/delivery-text';
import styles from './preview-card.module.css';

interface PreviewCardProps {
  preview: PreviewItem;
  /** A small label above the title, e.g. 'Your plan'. */
  label?: string;
  /** `compact` for a list of alternatives: no delivery and consultation notes (they are the same for every plan). */
  variant?: 'full' | 'compact';
  headingLevel?: 2 | 3;
  /** Buttons or other actions at the foot of the card. */
  children?: ReactNode;
  className?: string;
}

/**
 * A treatment plan as the customer will receive it: what, how much, how often.
 * Used on the subscription result page and, later, at checkout.
 */
export function PreviewCard({ preview, label, variant = 'full', headingLevel = 2, children, className }: PreviewCardProps) {
  // The first item is what the customer is charged for now and how often it comes.
  const first = preview.items[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classes = [styles.card, variant === 'compact' ? styles.compact : '', className ?? ''].filter(Boolean).join(' ');
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
            <Price text={formatPence(pence)} size={variant === 'compact' ? 'medium' : 'large'} />
            <span className={styles.interval}>{deliveryText(first)}</span>
          </p>
        )}
        {variant === 'full' && (
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
