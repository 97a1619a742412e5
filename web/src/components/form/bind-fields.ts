interface FormState<TName extends string> {
  /** The field's element id (a form's handlers focus a field by it). */
  idOf: (name: TName) => string;
  values: Record<TName, string>;
  errors: Partial<Record<TName, string>>;
  onChange: (name: TName, value: string) => void;
}

/**
 * The props every TextField of a form takes from the form's state, so that each field's
 * line names only what is its own: `<TextField {...field('city')} label="Town or city" />`.
 * `format` rewrites what was typed (a card number in groups of four), given the value before.
 */
export function bindFields<TName extends string>({ idOf, values, errors, onChange }: FormState<TName>) {
  return (name: TName, format?: (typed: string, before: string) => string) => ({
    id: idOf(name),
    value: values[name],
    error: errors[name],
    onValueChange: (typed: string) => onChange(name, format ? format(typed, values[name]) : typed),
  });
}
