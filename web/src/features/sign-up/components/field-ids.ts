import type { FieldName } from '../lib/wizard-model';

/** One wizard per page, so fixed ids: handlers can focus a field by its name. */
export function fieldIdFor(name: FieldName): string {
  return `sign-up-${name.replace('_', '-')}`;
}

export function errorIdFor(name: FieldName): string {
  return `${fieldIdFor(name)}-error`;
}
