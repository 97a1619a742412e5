import type { FieldErrors, WizardValues } from '../lib/wizard-model';

export interface StepProps {
  values: WizardValues;
  errors: FieldErrors;
  onChange: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
}
