import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveBillingInfo } from '../api/save-billing-info';
import { useSaveCustomerInfo } from '../api/save-customer-info';
import type { CheckoutData } from '../api/checkout-api-types';
import {
  addressFrom,
  defaultCard,
  fieldErrorsFrom,
  firstIncompleteStep,
  patientFrom,
  STEPS,
  trimmed,
  type AddressValues,
  type CheckoutStep as Step,
  type FieldErrors,
  type PatientValues,
} from '../lib/checkout-model';
import { ADDRESS_FIELDS, AddressStep, addressFieldId } from './address-step';
import { CheckoutStep, stepHeadingId, type StepState } from './checkout-step';
import { OrderSummary } from './order-summary';
import { PATIENT_FIELDS, PatientDetailsStep, patientFieldId } from './patient-details-step';
import { PaymentStep } from './payment-step';
import { STEP_ERROR_ID } from './step-error';
import styles from './checkout-page.module.css';

/** This month on the UK calendar, for telling an expired card. */
function thisMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()).split('-').map(Number);
  return { year: year!, month: month! };
}

type FocusRequest = { kind: 'heading'; step: Step } | { kind: 'field'; id: string };

/** The checkout once its data is here: three accordion steps beside the order summary. */
export function CheckoutView({ data }: { data: CheckoutData }) {
  useDocumentTitle('Checkout');
  const saveCustomer = useSaveCustomerInfo();
  const saveBilling = useSaveBillingInfo();
  const [step, setStep] = useState<Step>(() => firstIncompleteStep(data));
  const [patient, setPatient] = useState<PatientValues>(() => patientFrom(data));
  const [address, setAddress] = useState<AddressValues>(() => addressFrom(data, patientFrom(data)));
  /** Until the address is touched, it follows the patient's saved details. */
  const [addressTouched, setAddressTouched] = useState(false);
  const [patientErrors, setPatientErrors] = useState<FieldErrors<PatientValues>>({});
  const [addressErrors, setAddressErrors] = useState<FieldErrors<AddressValues>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [paying, setPaying] = useState(false);
  const [cardChoice, setCardChoice] = useState<string | undefined>(() => defaultCard(data.methods, thisMonth()));
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();

  // Focus moves after the render that opens the step or shows the messages.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.kind === 'field') {
      document.getElementById(focusRequest.id)?.focus();
      return;
    }
    const heading = document.getElementById(stepHeadingId(focusRequest.step));
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, [focusRequest]);

  function open(next: Step) {
    setStep(next);
    setFormError(undefined);
    setFocusRequest({ kind: 'heading', step: next });
  }

  /** Saves one step; a 400's messages go beside their fields, the first of them focused. */
  async function submitStep<T extends object>(
    save: () => Promise<void>,
    fields: readonly (keyof T & string)[],
    showErrors: (errors: FieldErrors<T>) => void,
    fieldId: (field: keyof T & string) => string,
  ) {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setFormError(undefined);
    try {
      await save();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const { errors, other } = fieldErrorsFrom<T>(error.fields, fields);
        showErrors(errors);
        const first = fields.find((field) => errors[field]);
        if (other.length > 0 || !first) setFormError(other.join(' ') || error.message);
        setFocusRequest({ kind: 'field', id: first ? fieldId(first) : STEP_ERROR_ID });
      } else {
        setFormError(describeError(error));
        // The fields were disabled while saving, so the focus was lost: the message takes it.
        setFocusRequest({ kind: 'field', id: STEP_ERROR_ID });
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  function submitPatient() {
    void submitStep<PatientValues>(
      async () => {
        const body = trimmed(patient);
        await saveCustomer.mutateAsync(body);
        setPatient(body);
        setPatientErrors({});
        if (!data.address && !addressTouched) {
          setAddress((current) => ({ ...current, first_name: body.name, last_name: body.surname, contact_no: body.phone }));
        }
        open(1);
      },
      PATIENT_FIELDS,
      setPatientErrors,
      patientFieldId,
    );
  }

  function submitAddress() {
    void submitStep<AddressValues>(
      async () => {
        const body = trimmed(address);
        await saveBilling.mutateAsync(body);
        setAddress(body);
        setAddressErrors({});
        open(2);
      },
      ADDRESS_FIELDS,
      setAddressErrors,
      addressFieldId,
    );
  }

  function changePatient(field: keyof PatientValues, value: string) {
    setPatient((current) => ({ ...current, [field]: value }));
    if (patientErrors[field]) setPatientErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(undefined);
  }

  function changeAddress(field: keyof AddressValues, value: string) {
    setAddress((current) => ({ ...current, [field]: value }));
    setAddressTouched(true);
    if (addressErrors[field]) setAddressErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(undefined);
  }

  const stateOf = (each: Step): StepState => (each === step ? 'open' : each < step ? 'done' : 'upcoming');
  const busy = saving || paying;
  const editStep = (each: Step) => (busy ? undefined : () => open(each));
  const onPayingChange = useCallback((now: boolean) => setPaying(now), []);

  const summaries: Record<Step, string> = {
    0: [`${patient.name} ${patient.surname}`.trim(), patient.phone].filter(Boolean).join(' · '),
    1: [address.address_1, address.address_2, address.city, address.postcode.toUpperCase()].filter(Boolean).join(', '),
    2: '',
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Checkout</h1>
        <p className={styles.lead}>
          Three short steps. One of our UK prescribers reviews your consultation before anything is sent, and if the
          treatment isn’t right for you, we refund you in full.
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <OrderSummary data={data} busy={busy} />
        </div>
        <ol className={styles.steps} aria-label="Checkout steps">
          {STEPS.map((each) => (
            <CheckoutStep key={each} step={each} state={stateOf(each)} summary={summaries[each]} onEdit={editStep(each)}>
              {each === 0 && (
                <PatientDetailsStep
                  values={patient}
                  errors={patientErrors}
                  formError={formError}
                  busy={saving}
                  onChange={changePatient}
                  onSubmit={submitPatient}
                />
              )}
              {each === 1 && (
                <AddressStep
                  values={address}
                  errors={addressErrors}
                  formError={formError}
                  busy={saving}
                  onChange={changeAddress}
                  onSubmit={submitAddress}
                  onBack={() => open(0)}
                />
              )}
              {each === 2 && (
                <PaymentStep data={data} choice={cardChoice} onChoose={setCardChoice} onBack={() => open(1)} onPayingChange={onPayingChange} />
              )}
            </CheckoutStep>
          ))}
        </ol>
      </div>
    </div>
  );
}
