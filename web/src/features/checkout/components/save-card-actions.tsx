import { Button } from '../../../components/buttons/button';
import styles from './payment-step.module.css';

/** The refusal's id, for a card form to move the focus to it. */
export const CARD_REFUSAL_ID = 'checkout-card-refusal';

interface SaveCardActionsProps {
  saving: boolean;
  disabled: boolean;
  /** The provider's refusal, under the button (spec §8, fallback 'Error'). */
  refusal: string | undefined;
}

/** The end of either card form (the sandbox's or Stripe's): Save card, and why the provider refused it. */
export function SaveCardActions({ saving, disabled, refusal }: SaveCardActionsProps) {
  return (
    <>
      <Button kind="default" htmlType="submit" size="large" shape="round" loading={saving} disabled={disabled} aria-describedby={refusal ? CARD_REFUSAL_ID : undefined} className={styles.saveCard}>
        {saving ? 'Saving...' : 'Save card'}
      </Button>
      {refusal && (
        <p id={CARD_REFUSAL_ID} role="alert" tabIndex={-1} className={styles.refusal}>
          {refusal}
        </p>
      )}
    </>
  );
}
