import { bindFields } from '../../../components/form/bind-fields';
import type { WizardValues } from '../lib/wizard-model';
import { fieldIdFor } from './field-ids';
import type { StepProps } from './step-props';

/** The wizard's text inputs, by the server's name for each, and where the wizard keeps what was typed. */
const TEXT_FIELDS = { first_name: 'firstName', last_name: 'lastName', email: 'email', password: 'password', code: 'code' } as const satisfies Record<string, keyof WizardValues>;
type TextFieldName = keyof typeof TEXT_FIELDS;

/** `bindFields` for a wizard step: each input named, and its messages keyed, as the server names the field. */
export function wizardFields({ values, errors, onChange }: StepProps) {
  const field = bindFields<TextFieldName>({
    idOf: fieldIdFor,
    values: { first_name: values.firstName, last_name: values.lastName, email: values.email, password: values.password, code: values.code },
    errors,
    onChange: (name, value) => onChange(TEXT_FIELDS[name], value),
  });
  return (name: TextFieldName, format?: (typed: string, before: string) => string) => ({ ...field(name, format), name, large: true });
}
