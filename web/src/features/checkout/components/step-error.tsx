import { formFieldStyles } from '../../../components/form/text-field';

/** Focused when it appears (the step's fields were disabled while saving, so the focus was lost). */
export const STEP_ERROR_ID = 'checkout-step-error';

/** What the server said about a step that belongs to no one field, or that it could not be reached. */
export function StepError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={STEP_ERROR_ID} role="alert" tabIndex={-1} className={formFieldStyles.formError}>
      {message}
    </p>
  );
}
