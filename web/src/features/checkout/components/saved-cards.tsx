import type { SavedCard } from '../api/checkout-api-types';
import { cardName, expiryText } from '../lib/card-text';
import styles from './payment-step.module.css';

export const NEW_CARD = 'new';

interface SavedCardsProps {
  cards: SavedCard[];
  /** A card's id, NEW_CARD, or nothing chosen yet. */
  choice: string | undefined;
  disabled: boolean;
  onChoose: (choice: string) => void;
}

/** The customer's saved cards and 'Add a new card', as one radio group (arrow keys move the choice). */
export function SavedCards({ cards, choice, disabled, onChoose }: SavedCardsProps) {
  return (
    <fieldset disabled={disabled} className={styles.choices}>
      <legend className={styles.legend}>Pay with</legend>
      <div className={styles.cardGrid}>
        {cards.map((card) => (
          <label key={card.id} className={styles.cardOption}>
            <input
              type="radio"
              name="checkout-payment-method"
              value={card.id}
              checked={choice === card.id}
              onChange={() => onChoose(card.id)}
              className={styles.radio}
            />
            <span className={styles.cardText}>
              <span className={styles.cardName}>
                <span aria-hidden="true">
                  {cardName(card.brand)} •••• {card.last4}
                </span>
                <span className="visually-hidden">
                  {cardName(card.brand)} ending in {card.last4}
                </span>
              </span>
              <span className={styles.cardMeta}>
                Expires {expiryText(card)}
                {card.holder_name ? ` · ${card.holder_name}` : ''}
              </span>
            </span>
          </label>
        ))}
        <label className={styles.cardOption}>
          <input
            type="radio"
            name="checkout-payment-method"
            value={NEW_CARD}
            checked={choice === NEW_CARD}
            onChange={() => onChoose(NEW_CARD)}
            className={styles.radio}
          />
          <span className={styles.cardText}>
            <span className={styles.cardName}>Add a new card</span>
            <span className={styles.cardMeta}>Debit or credit card</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
