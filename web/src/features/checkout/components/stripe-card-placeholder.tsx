import styles from './payment-step.module.css';

/**
 * With real Stripe configured, Stripe Elements draws the card form here (loaded with the
 * page data's publishable key) and Stripe.js confirms the setup intent. Not built yet:
 * the shop runs on the offline sandbox until then.
 */
export function StripeCardPlaceholder() {
  return (
    <div className={styles.stripePlaceholder} role="note">
      <p className={styles.cardFormTitle}>Card details</p>
      <p>
        Stripe Elements goes here: the secure card form from our payment provider, Stripe. Adding a new card is not
        available yet; please use a saved card.
      </p>
    </div>
  );
}
