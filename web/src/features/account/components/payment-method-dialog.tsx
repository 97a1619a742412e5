import Modal from 'antd/es/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
// The checkout's card pieces, reused as they are: one card form and one saved-cards grid in the shop.
import { CardEntry } from '../../checkout/components/card-entry';
import { NEW_CARD, SavedCards } from '../../checkout/components/saved-cards';
import { accountOverviewKey, type AccountOverview, type AccountSubscription } from '../api/get-account-overview';
import { useChangePaymentMethod } from '../api/change-payment-method';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

const FAILED = 'Could not update payment method.';
const NONE_CHOSEN = 'Please select a payment method';

interface PaymentMethodDialogProps {
  subscription: AccountSubscription;
  overview: AccountOverview;
  onClose: () => void;
  /** Saved: the page shows 'Updated'. */
  onUpdated: () => void;
}

/** Spec §2, §4: choose a saved card (grid 1, 2 or 3 columns) or add a new one, then Save. */
export function PaymentMethodDialog({ subscription, overview, onClose, onUpdated }: PaymentMethodDialogProps) {
  const queryClient = useQueryClient();
  const change = useChangePaymentMethod();
  const cards = overview.methods;
  const [choice, setChoice] = useState<string | undefined>(subscription.payment_method?.id ?? (cards.length === 0 ? NEW_CARD : undefined));
  const [missing, setMissing] = useState(false);
  const addingCard = cards.length === 0 || choice === NEW_CARD;
  const chosenCard = cards.find((card) => card.id === choice);

  function choose(next: string) {
    setChoice(next);
    setMissing(false);
    change.reset();
  }

  async function cardSaved(paymentMethodId: string) {
    await queryClient.refetchQueries({ queryKey: accountOverviewKey, exact: true });
    choose(paymentMethodId);
  }

  async function save() {
    if (!chosenCard) {
      setMissing(true);
      return;
    }
    try {
      await change.mutateAsync({ subscription: subscription.id, payment_method: chosenCard.id });
      onClose();
      onUpdated();
    } catch {
      // Shown in the dialog by DialogAlert.
    }
  }

  return (
    <Modal
      open
      width={900}
      title="Change payment method"
      onCancel={onClose}
      onOk={() => void save()}
      okText={change.isPending ? 'Saving...' : 'Save'}
      okButtonProps={{ disabled: change.isPending }}
      cancelButtonProps={{ disabled: change.isPending }}
      destroyOnHidden
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          {subscription.status === 'failed'
            ? 'Choose the card to pay with. We’ll try the payment again straight away.'
            : 'Your next supplies of this treatment are charged to the card you choose.'}
        </p>
        {cards.length > 0 && <SavedCards cards={cards} choice={choice} disabled={change.isPending} onChoose={choose} />}
        {addingCard && <CardEntry provider={overview.provider} publishableKey={overview.stripePublic} disabled={change.isPending} onSaved={cardSaved} />}
        {missing && <DialogAlert error={new Error(NONE_CHOSEN)} fallback={NONE_CHOSEN} />}
        <DialogAlert error={change.error} fallback={FAILED} />
      </div>
    </Modal>
  );
}
