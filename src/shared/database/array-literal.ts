/**
 * A PostgreSQL array literal (`{1,2,3}`) for one bound parameter, as `= any(?::int[])` or
 * `unnest(?::date[])` take it: knex would spread a JS array into one parameter per element.
 * Text elements are quoted, so a comma or brace in one stays inside it.
 */
export function arrayLiteral(values: readonly (number | string)[]): string {
  return `{${values.map((value) => (typeof value === 'number' ? String(Math.trunc(value)) : `"${value.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
