import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { countOf } from '../../../../lib/format/count-of';
import { MIN_INTERVAL_DAYS, prescribedSupplies, SUPPLIES_AUTHORISED, type PlanItem } from '../../lib/prescribed-supplies';
import styles from './review-decision.module.css';

/** The approve dialog's prescription fields, named as the server names them so its messages land under them. */
export interface PrescriptionTermsFields {
  supplies_authorised?: number | null;
  min_interval_days?: number | null;
}

export const PRESCRIPTION_TERMS_DEFAULTS: Required<PrescriptionTermsFields> = {
  supplies_authorised: SUPPLIES_AUTHORISED.default,
  min_interval_days: MIN_INTERVAL_DAYS.default,
};

/** The request's part for the terms, once the form has checked them. */
export const prescriptionTermsOf = ({ supplies_authorised, min_interval_days }: PrescriptionTermsFields) => ({ supplies_authorised: supplies_authorised!, min_interval_days: min_interval_days! });

const SUPPLIES_MESSAGE = `The number of supplies must be a whole number from ${SUPPLIES_AUTHORISED.min} to ${SUPPLIES_AUTHORISED.max}.`;
const INTERVAL_MESSAGE = `The interval between supplies must be a whole number of days from ${MIN_INTERVAL_DAYS.min} to ${MIN_INTERVAL_DAYS.max}.`;
/** A prescription is valid 12 months (docs/prescribing-and-fulfilment.md); supplies after that cannot be made. */
const VALID_DAYS = 365;

const wholeNumberIn = (range: { min: number; max: number }, message: string) => ({
  validator: (_: unknown, value: number | null | undefined) =>
    value != null && Number.isInteger(value) && value >= range.min && value <= range.max ? Promise.resolve() : Promise.reject(new Error(message)),
});

const suppliesText = (count: number) => countOf(count, 'supply', 'supplies');

/**
 * What approving will prescribe: each of the plan's medicines with its number of supplies, as
 * the server will write the prescription's lines, and the two terms the prescriber may change.
 */
export function PrescriptionTerms({ plan }: { plan: readonly PlanItem[] }) {
  const form = Form.useFormInstance<PrescriptionTermsFields>();
  const supplies = Form.useWatch('supplies_authorised', form) ?? SUPPLIES_AUTHORISED.default;
  const interval = Form.useWatch('min_interval_days', form) ?? MIN_INTERVAL_DAYS.default;
  const valid = Number.isInteger(supplies) && supplies >= SUPPLIES_AUTHORISED.min && supplies <= SUPPLIES_AUTHORISED.max;
  const medicines = valid ? prescribedSupplies(plan, supplies) : [];
  const prescribed = medicines.reduce((sum, medicine) => sum + medicine.supplies, 0);
  // Supplies spaced this far apart that still fall within the prescription's 12 months.
  const fitting = interval >= MIN_INTERVAL_DAYS.min ? Math.floor(VALID_DAYS / interval) + 1 : prescribed;

  return (
    <section className={styles.terms} aria-label="What you prescribe">
      <h3 className={styles.termsTitle}>What you prescribe</h3>
      {medicines.length > 0 && (
        <ul className={styles.medicines}>
          {medicines.map((medicine) => (
            <li key={medicine.code}>
              <span>
                <span className={styles.code}>{medicine.code}</span> {medicine.name}
              </span>
              <strong>{suppliesText(medicine.supplies)}</strong>
            </li>
          ))}
        </ul>
      )}
      {valid && prescribed < supplies && (
        <p className={styles.termsNote}>The plan ends after {suppliesText(prescribed)}: its last item is sent once, so that is all the prescription authorises.</p>
      )}
      <div className={styles.termsFields}>
        <Form.Item name="supplies_authorised" label="Supplies authorised" extra="The first supply included." rules={[wholeNumberIn(SUPPLIES_AUTHORISED, SUPPLIES_MESSAGE)]}>
          <InputNumber min={SUPPLIES_AUTHORISED.min} max={SUPPLIES_AUTHORISED.max} precision={0} inputMode="numeric" className={styles.number} />
        </Form.Item>
        <Form.Item name="min_interval_days" label="Days between supplies" extra="The fewest days from one supply to the next." rules={[wholeNumberIn(MIN_INTERVAL_DAYS, INTERVAL_MESSAGE)]}>
          <InputNumber min={MIN_INTERVAL_DAYS.min} max={MIN_INTERVAL_DAYS.max} precision={0} inputMode="numeric" prefix="At least" suffix="days" className={styles.number} />
        </Form.Item>
      </div>
      {valid && prescribed > fitting && (
        <p className={styles.termsNote} role="status">
          The prescription is valid for 12 months: at {interval} days apart, at most {fitting} supplies can be made before it expires.
        </p>
      )}
    </section>
  );
}
