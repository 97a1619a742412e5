import type { FormInstance } from 'antd/es/form';
import { serverErrors } from './server-field-errors';

/**
 * `serverErrors` for an antd Form: puts each field's message under it (clearing the old
 * ones), and clears a field's message as soon as it changes. antd only re-checks a field
 * that has rules of its own, so without this a server's message would stay after the
 * customer corrected the field. Pass `clearOnChange` as the Form's `onValuesChange`.
 */
export function useAntdServerErrors<Values>(form: FormInstance<Values>, formFields: readonly (keyof Values & string)[]) {
  return {
    /** Shows the failure on the form; returns the one message that has no field (or undefined). */
    show(error: unknown, fallback: string): string | undefined {
      const { byField, message } = serverErrors(error, formFields, fallback);
      form.setFields(formFields.map((name) => ({ name: name as never, errors: byField[name] ? [byField[name]] : [] })));
      return message;
    },
    clearOnChange(changed: Partial<Values>) {
      form.setFields(Object.keys(changed).map((name) => ({ name: name as never, errors: [] })));
    },
  };
}
