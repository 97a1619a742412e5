import Button from 'antd/es/button';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/format/format-date';
import { formatPence } from '../../../lib/format/format-price';
import type { AccountSubscription } from '../api/get-account-overview';
import { longDate } from '../lib/account-dates';
import { CheckInStep } from './check-in-step';
import { everyText, ingredientsText, isRunning } from '../lib/subscription-text';
import { GpStep } from './gp-step';
import { AddOnsPanel } from './add-ons-panel';
import { DeclinedDecision } from './declined-decision';
import styles from './subscription-card.module.css';

export type CardAction = 'date' | 'payment' | 'pause' | 'resume' | 'cancel' | 'send-now';

interface SubscriptionCardProps {
  subscription: AccountSubscription;
  onAction: (action: CardAction, subscription: AccountSubscription) => void;
  /** The card whose action is under way (resume runs without a dialog). */
  busy: boolean;
}

const CHECKOUT_PATH = '/v2/subscription/checkout';
/** Why 'Send now' is refused that a later day or a resume will lift (send-now.ts on the server). */
const NOT_YET = ['too-soon', 'paused'];

/** One treatment on the dashboard (spec §2, §4): image, badge, formula, price and what the customer can do. */
export function SubscriptionCard({ subscription, onAction, busy }: SubscriptionCardProps) {
  const { id, status, badge, title, image_url: imageUrl, items, paused_until: pausedUntil, decline } = subscription;
  const running = isRunning(status);
  const headingId = `subscription-${id}-heading`;
  const sendNowNoteId = `subscription-${id}-send-now-note`;
  // Not possible yet, but soon: the button stays where the customer looks for it, with the day it opens.
  const sendNowLater = running && !subscription.send_now.allowed && NOT_YET.includes(subscription.send_now.code ?? '');
  return (
    <article className={styles.card} aria-labelledby={headingId} data-status={status}>
      <div className={styles.media}>
        {imageUrl ? <img src={imageUrl} alt="" width={160} height={160} className={styles.image} /> : <span className={styles.image} />}
      </div>
      <div className={styles.body}>
        <p className={styles.badge} data-tone={tone(status)}>
          {badge}
        </p>
        <h2 id={headingId} className={styles.heading}>
          Your Personalised Formula
        </h2>
        <p className={styles.title}>
          {title} <span className={styles.orderId}>· Order #{id}</span>
        </p>

        {/* A declined treatment says what was decided and what happens now, in place of the price and actions. */}
        {decline ? <DeclinedDecision decline={decline} subscriptionId={id} /> : <StatusNote subscription={subscription} onFix={() => onAction('payment', subscription)} />}
        <CheckInStep subscriptionId={id} />
        {/* Issue 19: after checkout, before the prescriber decides. */}
        {status === 'review' && <GpStep subscriptionId={id} />}

        {pausedUntil && (
          <p className={styles.paused} role="status">
            <strong>Paused until {longDate(pausedUntil)}.</strong> Nothing ships or is charged before then.
          </p>
        )}

        {running && (
          <ul className={styles.formula} aria-label="What is in your formula">
            {items.map((item) => (
              <li key={item.code} className={styles.item}>
                <span className={styles.itemName}>{item.name}</span>
                <span className={styles.ingredients}>{ingredientsText(item.ingredients)}</span>
              </li>
            ))}
          </ul>
        )}

        {running && <AddOnsPanel subscription={subscription} />}

        {!decline && (
          <dl className={styles.facts}>
            <div>
              <dt>Price</dt>
              <dd>
                <strong>{formatPence(subscription.price_pence)}</strong> {everyText(subscription)}
              </dd>
            </div>
            {running && subscription.due_at && (
              <div>
                <dt>Next delivery</dt>
                <dd>{longDate(subscription.due_at)}</dd>
              </div>
            )}
            {subscription.payment_method && status !== 'cancelled' && (
              <div>
                <dt>Card</dt>
                <dd>
                  <span className={styles.capitalise}>{subscription.payment_method.brand}</span> ending {subscription.payment_method.last4}
                </dd>
              </div>
            )}
            {subscription.last_shipment && (
              <div>
                <dt>Last sent</dt>
                <dd>
                  {formatDate(subscription.last_shipment.shipped_on)}
                  {subscription.last_shipment.tracking_number && <> · Tracking {subscription.last_shipment.tracking_number}</>}
                </dd>
              </div>
            )}
          </dl>
        )}

        {!decline && (
          <div className={styles.actions}>
            {running && (
              <Button type="primary" onClick={() => onAction('date', subscription)}>
                Update delivery date
              </Button>
            )}
            {/* Offered only when the server says the next box may go now (prescription interval, supplies left, not paused). */}
            {subscription.send_now.allowed && <Button onClick={() => onAction('send-now', subscription)}>Send now</Button>}
            {sendNowLater && (
              <Button disabled aria-describedby={sendNowNoteId}>
                Send now
              </Button>
            )}
            {running && !pausedUntil && <Button onClick={() => onAction('pause', subscription)}>Postpone or pause</Button>}
            {running && pausedUntil && (
              <Button loading={busy} onClick={() => onAction('resume', subscription)}>
                Resume now
              </Button>
            )}
            {/* A failed treatment has its own 'Fix payment method' above. */}
            {status !== 'cancelled' && status !== 'pending' && status !== 'failed' && (
              <Button onClick={() => onAction('payment', subscription)}>Change Payment Method</Button>
            )}
            {running && (
              <Button type="text" className={styles.cancel} onClick={() => onAction('cancel', subscription)}>
                Cancel
              </Button>
            )}
          </div>
        )}
        {sendNowLater && (
          <p id={sendNowNoteId} className={styles.actionNote}>
            {subscription.send_now.reason}
          </p>
        )}
      </div>
    </article>
  );
}

function tone(status: string): string {
  if (status === 'failed' || status === 'reconsult') return 'danger';
  if (status === 'pending' || status === 'review') return 'waiting';
  if (status === 'cancelled') return 'ended';
  return 'good';
}

/** What the badge means and the one thing to do next, where there is one. */
function StatusNote({ subscription, onFix }: { subscription: AccountSubscription; onFix: () => void }) {
  switch (subscription.status) {
    case 'pending':
      return (
        <p className={styles.note}>
          Your order isn’t finished yet. <Link to={CHECKOUT_PATH} className={styles.noteLink}>Finish checkout</Link>
        </p>
      );
    case 'review':
      return (
        <p className={styles.note}>
          Our prescriber is reviewing the consultation you submitted. You get your treatment plan once the team has reviewed it,
          usually within one working day.
        </p>
      );
    case 'shipping':
      return <p className={styles.note}>Your next supply is on its way to you.</p>;
    case 'failed':
      return (
        <div className={styles.problem} role="alert">
          <p>We couldn’t take your last payment, so your next supply is on hold. Update your card and we’ll try again straight away.</p>
          <Button type="primary" danger onClick={onFix}>
            Fix payment method
          </Button>
        </div>
      );
    case 'cancelled':
      return <p className={styles.note}>This treatment is cancelled. You won’t be charged for it again.</p>;
    case 'reconsult':
      return (
        <div className={styles.problem} role="alert">
          <p>Your prescription doesn’t cover another supply, so we haven’t charged you or sent it. A short consultation lets our prescriber review your treatment and renew it.</p>
          {subscription.reconsultation_path && (
            <Button type="primary" href={subscription.reconsultation_path}>
              Start a short consultation
            </Button>
          )}
        </div>
      );
    default:
      return null;
  }
}
