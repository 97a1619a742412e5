import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/buttons/button';
import { BusyOverlay } from '../../../components/feedback/busy-overlay';
import { formFieldStyles } from '../../../components/form/text-field';
import { useBackAction } from '../../../components/layout/back-action';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { checkEmail } from '../api/check-email';
import { register } from '../api/register';
import { resendCode } from '../api/resend-code';
import { updateRegistrationData } from '../api/update-registration-data';
import { verifyEmail } from '../api/verify-email';
import { saveRegistrationProgress } from '../api/save-registration-progress';
import type { RegistrationProgress } from '../api/get-registration-progress';
import { CONSULTATION_LABELS } from '../lib/consultation-labels';
import type { ConsultationType } from '../../../lib/consultation-types';
import { ukToday } from '../../../lib/format/uk-today';
import { birthDateToParts } from '../lib/registration-age';
import {
  checkStep,
  detailsUpTo,
  EMPTY_VALUES,
  fieldErrorsFromServer,
  firstStepWithError,
  hasErrors,
  LAST_STEP,
  normaliseEmail,
  RESEND_INTERVAL_SECONDS,
  resumeStep,
  type FieldErrors,
  type FieldName,
  type WizardStep,
  type WizardValues,
} from '../lib/wizard-model';
import { AccountStep } from './account-step';
import { BirthdayStep } from './birthday-step';
import { CodeStep, CodeStepActions } from './code-step';
import { EmailTakenDialog } from './email-taken-dialog';
import { fieldIdFor } from './field-ids';
import { NameStep, TermsNote } from './name-step';
import { SexStep } from './sex-step';
import { STEP_HEADING_ID } from './step-heading';
import type { StepProps } from './step-props';
import styles from './sign-up-wizard.module.css';
import { StepProgress } from '../../../components/feedback/step-progress';

interface SignUpWizardProps {
  type: ConsultationType;
  /** What this browser session told the server before (a reload, a return), if anything. */
  saved: RegistrationProgress | undefined;
  /** Where the login page should go once signed in. */
  loginNext: string;
  /** Refetches the session (and its rotated CSRF token) after signing in. */
  refreshSession: () => Promise<void>;
}

/** The account waiting for its code; the password is remembered only while the page is open. */
interface Registration {
  email: string;
  password?: string;
}

type FocusTarget = 'heading' | FieldName;

/** Fields in the order they appear, so the first message gets the focus. */
const FIELD_ORDER: FieldName[] = ['first_name', 'last_name', 'birth_date', 'sex', 'email', 'password', 'code'];

/** Which message an edit makes out of date. */
const FIELD_OF_VALUE: Record<keyof WizardValues, FieldName> = {
  firstName: 'first_name',
  lastName: 'last_name',
  day: 'birth_date',
  month: 'birth_date',
  year: 'birth_date',
  sex: 'sex',
  email: 'email',
  password: 'password',
  code: 'code',
};

const STEP_COUNT = LAST_STEP + 1;

function startFrom(saved: RegistrationProgress | undefined, type: ConsultationType) {
  const values: WizardValues = {
    ...EMPTY_VALUES,
    firstName: saved?.first_name ?? '',
    lastName: saved?.last_name ?? '',
    ...birthDateToParts(saved?.birth_date),
    sex: saved?.sex ?? '',
    email: saved?.email ?? '',
  };
  const registration: Registration | undefined =
    saved?.registered && saved.email ? { email: normaliseEmail(saved.email) } : undefined;
  const step = resumeStep(saved?.step ?? 0, registration !== undefined, values, type, ukToday());
  return { values, registration, step };
}

function isStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

export function SignUpWizard({ type, saved, loginNext, refreshSession }: SignUpWizardProps) {
  const navigate = useNavigate();
  const [start] = useState(() => startFrom(saved, type));
  const [step, setStep] = useState<WizardStep>(start.step);
  const [values, setValues] = useState<WizardValues>(start.values);
  const [registration, setRegistration] = useState<Registration | undefined>(start.registration);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [resendNotice, setResendNotice] = useState<{ kind: 'sent' | 'refused'; text: string }>();
  /** When 'Resend code' may be pressed again (ms since the epoch): a code was just sent, or the server said to wait. */
  const [resendAllowedAt, setResendAllowedAt] = useState<number>();
  const [takenEmail, setTakenEmail] = useState<string>();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget }>();

  // Focus moves after the render that shows the new step or the messages.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'heading') {
      window.scrollTo({ top: 0 });
      document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
    } else {
      document.getElementById(fieldIdFor(focusRequest.target))?.focus();
    }
  }, [focusRequest]);

  function goTo(next: WizardStep, focus: FocusTarget = 'heading') {
    setStep(next);
    setErrors({});
    setFormError(undefined);
    setResendNotice(undefined);
    setFocusRequest({ target: focus });
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) setFocusRequest({ target: first });
  }

  /** A refused call: field messages go next to their field, on the step that asks for it. */
  function showCallError(error: unknown) {
    if (isStatus(error, 400)) {
      const found = fieldErrorsFromServer(error.fields);
      const owner = firstStepWithError(found);
      if (owner !== undefined) {
        setStep(owner);
        showErrors(found);
        return;
      }
    }
    setFormError(describeError(error));
  }

  async function run(work: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFormError(undefined);
    try {
      await work();
    } catch (error) {
      showCallError(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function change<K extends keyof WizardValues>(field: K, value: WizardValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const name = FIELD_OF_VALUE[field];
    if (errors[name]) setErrors(({ [name]: _dropped, ...rest }) => rest);
    setFormError(undefined);
  }

  /** Next on steps 0-2: keep the answers in the session (and on the account, once there is one). */
  async function saveAndAdvance(current: 0 | 1 | 2) {
    const next = (current + 1) as WizardStep;
    await saveRegistrationProgress({ consultation_type: type, step: next, ...detailsUpTo(current, values) });
    if (registration) {
      try {
        await updateRegistrationData({ email: registration.email, consultation_type: type, ...detailsUpTo(2, values) });
      } catch (error) {
        // The registration is no longer in this session: step 3 registers again.
        if (error instanceof ApiError && error.code === 'AUTH.NO_REGISTRATION') setRegistration(undefined);
        else throw error;
      }
    }
    goTo(next);
  }

  /** Next on step 3: a free email starts this session's registration, which emails the code. */
  async function createAccount() {
    const today = ukToday();
    // Earlier answers must still pass: a resumed session may come from another consultation type.
    for (const earlier of [0, 1, 2] as const) {
      const problems = checkStep(earlier, values, type, today);
      if (hasErrors(problems)) {
        goTo(earlier);
        showErrors(problems);
        return;
      }
    }
    const email = values.email.trim();
    const normalised = normaliseEmail(email);
    // Back from the code step without changing anything: the code already sent still works.
    if (registration?.email === normalised && registration.password === values.password) {
      goTo(4);
      return;
    }
    try {
      await checkEmail(email);
    } catch (error) {
      if (isStatus(error, 409)) return setTakenEmail(normalised);
      throw error;
    }
    const details = detailsUpTo(2, values);
    if (!details.birth_date || !details.sex) throw new Error('The wizard reached step 3 without a birth date or sex.');
    let registered: string;
    try {
      ({ email: registered } = await register({
        email,
        password: values.password,
        password_confirmation: values.password,
        first_name: details.first_name,
        last_name: details.last_name,
        birth_date: details.birth_date,
        sex: details.sex,
        consultation_type: type,
      }));
    } catch (error) {
      if (isStatus(error, 409)) return setTakenEmail(normalised);
      throw error;
    }
    setRegistration({ email: registered, password: values.password });
    setResendAllowedAt(Date.now() + RESEND_INTERVAL_SECONDS * 1000);
    setValues((current) => ({ ...current, code: '' }));
    // So a reload continues on the code step; the registration is kept in the session either way.
    await saveRegistrationProgress({ consultation_type: type, step: 4, email: registered }).catch(() => undefined);
    goTo(4);
  }

  /** Confirm on step 4: the right code signs the visitor in. */
  async function confirmCode() {
    if (!registration) return goTo(3, 'email');
    await verifyEmail(registration.email, values.code.trim());
    await refreshSession();
    await navigate({ href: `/consultation/${type}/questions`, replace: true });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    const problems = checkStep(step, values, type, ukToday());
    if (hasErrors(problems)) return showErrors(problems);
    if (step === 3) void run(createAccount);
    else if (step === 4) void run(confirmCode);
    else void run(() => saveAndAdvance(step));
  }

  // Enter submits from a text field natively; selects and radios get the same.
  function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'radio')) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  function resend() {
    if (!registration) return;
    setResendNotice(undefined);
    void run(async () => {
      try {
        await resendCode(registration.email);
        setResendAllowedAt(Date.now() + RESEND_INTERVAL_SECONDS * 1000);
        // The old code no longer counts, and neither does what was said about it.
        setValues((current) => ({ ...current, code: '' }));
        setErrors(({ code: _stale, ...rest }) => rest);
        setResendNotice({ kind: 'sent', text: `We’ve sent a new code to ${registration.email}.` });
      } catch (error) {
        if (!isStatus(error, 429)) throw error;
        if (error.retryAfterSeconds) setResendAllowedAt(Date.now() + error.retryAfterSeconds * 1000);
        else setResendNotice({ kind: 'refused', text: error.message });
      }
    });
  }

  // The layout's one Back button (spec §2): a step back, and home from step 0.
  const stepBackRef = useRef<() => void>(undefined);
  stepBackRef.current = () => {
    if (!busyRef.current && step > 0) goTo((step - 1) as WizardStep);
  };
  const stepBack = useCallback(() => stepBackRef.current?.(), []);
  useBackAction(step > 0 ? { run: stepBack, description: 'to the previous step' } : undefined);

  const stepProps: StepProps = { values, errors, onChange: change };

  return (
    <>
      <div className={styles.top}>
        <span className={styles.stepCount} aria-hidden="true">
          Step {step + 1} of {STEP_COUNT}
        </span>
      </div>
      <StepProgress label="Sign-up progress" min={0} max={LAST_STEP} now={step} text={`Step ${step + 1} of ${STEP_COUNT}`} filled={step / LAST_STEP} />
      <p className={styles.eyebrow}>{CONSULTATION_LABELS[type]}</p>

      <form noValidate onSubmit={submit} onKeyDown={submitOnEnter} aria-busy={busy} className={styles.form}>
        {step === 0 && <NameStep {...stepProps} />}
        {step === 1 && <BirthdayStep {...stepProps} />}
        {step === 2 && <SexStep {...stepProps} />}
        {step === 3 && <AccountStep {...stepProps} />}
        {step === 4 && <CodeStep {...stepProps} email={registration?.email ?? ''} />}
        {formError && (
          <div className={styles.formErrorPlace}>
            <p role="alert" className={formFieldStyles.formError}>
              {formError}
            </p>
          </div>
        )}
        {step === 0 && <TermsNote />}
        <Button
          kind="primary"
          htmlType="submit"
          size="large"
          shape="round"
          block
          loading={busy}
          disabled={step === LAST_STEP && busy}
          className={styles.submit}
        >
          {step === LAST_STEP ? 'Confirm' : 'Next'}
        </Button>
        {step === 4 && (
          <CodeStepActions resendNotice={resendNotice} resendAllowedAt={resendAllowedAt} onResend={resend} onChangeEmail={() => goTo(3, 'email')} />
        )}
      </form>

      {step < LAST_STEP && (
        <p className={styles.login}>
          <Link to="/v2/login" search={{ next: loginNext }}>
            Already have an account? <strong>Log in here!</strong>
          </Link>
        </p>
      )}

      <BusyOverlay visible={busy} />
      <EmailTakenDialog
        email={takenEmail}
        loginNext={loginNext}
        onClose={() => {
          setTakenEmail(undefined);
          setFocusRequest({ target: 'email' });
        }}
      />
    </>
  );
}
