import { deliveryText } from '../../../components/preview-card/delivery-text';
import { PreviewCard } from '../../../components/preview-card/preview-card';
import { formatPence } from '../../../lib/format/format-price';
import type { CheckoutData } from '../api/checkout-api-types';
import { PromoBox } from './promo-box';
import styles from './order-summary.module.css';

interface OrderSummaryProps {
  data: CheckoutData;
  /** While a step is saved or the payment is under way: the promo waits. */
  busy: boolean;
}

/** Beside the steps on a desktop (sticky), above them on a phone: the plan, the promo box and what is due today. */
export function OrderSummary({ data, busy }: OrderSummaryProps) {
  const { price } = data;
  const first = data.treatment.items[0];
  const reduced = price.total_pence < price.original_pence;
  return (
    <aside aria-labelledby="order-summary-title" className={styles.summary}>
      <h2 id="order-summary-title" className={styles.heading}>
        Your order
      </h2>
      <PreviewCard preview={data.treatment} variant="summary" headingLevel={3} />
      <div className={styles.box}>
        <PromoBox promo={data.code} disabled={busy} />
        <dl className={styles.totals}>
          <div className={styles.row}>
            <dt>{data.treatment.treatment.title}, first supply</dt>
            <dd>{formatPence(price.original_pence)}</dd>
          </div>
          {price.discount_pence > 0 && (
            <div className={styles.row}>
              <dt>Discount{data.code ? ` (${data.code.code})` : ''}</dt>
              <dd className={styles.minus}>−{formatPence(price.discount_pence)}</dd>
            </div>
          )}
          {price.credit_pence > 0 && (
            <div className={styles.row}>
              <dt>Referral credit</dt>
              <dd className={styles.minus}>−{formatPence(price.credit_pence)}</dd>
            </div>
          )}
          <div className={styles.totalRow} data-testid="checkout-total">
            <dt>Total due today</dt>
            <dd>
              {reduced && (
                <del className={styles.was}>
                  <span className="visually-hidden">was </span>
                  {formatPence(price.original_pence)}
                </del>
              )}
              {reduced && <span className="visually-hidden">, now </span>}
              <span className={styles.total}>{formatPence(price.total_pence)}</span>
            </dd>
          </div>
        </dl>
        {first?.interval && (
          <p className={styles.then}>
            then {formatPence(first.price_pence)} {deliveryText(first)}
          </p>
        )}
      </div>
    </aside>
  );
}
