import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useId, useState } from 'react';
import { formatPence } from '../../../lib/format/format-price';
import { useAddAddOn, type AddOnFrequency } from '../api/add-add-on';
import type { AccountSubscription } from '../api/get-account-overview';
import { useAddOnOffers } from '../api/get-add-on-offers';
import { useRemoveAddOn } from '../api/remove-add-on';
import { DialogAlert } from './dialog-alert';
import styles from './add-ons-panel.module.css';

const FREQUENCY_TEXT: Record<AddOnFrequency, string> = { once: 'Once', 'every-delivery': 'Every delivery' };

/**
 * Boosters in the next box (docs/customer-account.md, 'Add-ons'): what is added, with a way to
 * take each out before it is charged, and a picker for another. Stock and every rule are the
 * server's: an empty shelf shows 'Out of stock' here and is refused there with a 409, and a
 * booster that had sold out when the last box was charged is named as left out and not charged.
 */
export function AddOnsPanel({ subscription }: { subscription: AccountSubscription }) {
  const offers = useAddOnOffers();
  const add = useAddAddOn();
  const remove = useRemoveAddOn();
  const [choice, setChoice] = useState<number | undefined>();
  const [frequency, setFrequency] = useState<AddOnFrequency>('once');
  const headingId = useId();
  const added = new Set(subscription.add_ons.map((addOn) => addOn.code));
  const available = (offers.data?.data ?? []).filter((offer) => !added.has(offer.code));
  // The next supply and the add-ons at the prices copied when added, before any promotion or credit.
  const nextCharge = subscription.price_pence + subscription.add_ons.reduce((sum, addOn) => sum + addOn.price_pence, 0);

  const submit = () => {
    if (choice === undefined) return;
    add.mutate({ subscription: subscription.id, catalogue_item_id: choice, frequency }, { onSuccess: () => setChoice(undefined) });
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Add-ons in your next box
      </h3>
      {subscription.sold_out_add_ons.length > 0 && (
        <p className={styles.soldOut}>
          Out of stock, so not in your last box and not charged: <strong>{subscription.sold_out_add_ons.map((addOn) => addOn.name).join(', ')}</strong>.
        </p>
      )}
      {subscription.add_ons.length > 0 ? (
        <>
          <ul className={styles.list} aria-label="Add-ons in your next box">
          {subscription.add_ons.map((addOn) => (
            <li key={addOn.id} className={styles.addOn}>
              <span className={styles.addOnText}>
                <strong>{addOn.name}</strong> · {formatPence(addOn.price_pence)} <span className={styles.frequency}>· {FREQUENCY_TEXT[addOn.frequency]}</span>
              </span>
              <Button size="small" aria-label={`Remove ${addOn.name}`} loading={remove.isPending && remove.variables?.add_on === addOn.id} onClick={() => remove.mutate({ subscription: subscription.id, add_on: addOn.id })}>
                Remove
              </Button>
            </li>
          ))}
          </ul>
          <p className={styles.hint}>
            Next delivery with add-ons: <strong>{formatPence(nextCharge)}</strong>, charged when it ships. Remove an add-on any time before then.
          </p>
        </>
      ) : (
        <p className={styles.hint}>Add a booster to the box: charged with your next delivery and sent in the same parcel. No prescription needed.</p>
      )}
      {available.length > 0 && (
        <div className={styles.form}>
          <Select
            className={styles.picker}
            aria-label="Choose a booster"
            placeholder="Choose a booster"
            value={choice}
            onChange={setChoice}
            options={available.map((offer) => ({
              value: offer.catalogue_item_id,
              disabled: !offer.in_stock,
              label: `${offer.name} · ${formatPence(offer.price_pence)}${offer.in_stock ? '' : ' · Out of stock'}`,
            }))}
          />
          <Radio.Group
            aria-label="How often"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as AddOnFrequency)}
            options={[
              { value: 'once', label: FREQUENCY_TEXT.once },
              { value: 'every-delivery', label: FREQUENCY_TEXT['every-delivery'] },
            ]}
          />
          <Button type="primary" disabled={choice === undefined} loading={add.isPending} onClick={submit}>
            Add to next box
          </Button>
        </div>
      )}
      {add.error && <DialogAlert error={add.error} fallback="We could not add that booster. Please try again." />}
      {remove.error && <DialogAlert error={remove.error} fallback="We could not remove that booster. Please try again." />}
    </section>
  );
}
