import { ApiError } from '../api/api-error';

/**
 * How a failed call shows in a form, one message per failure: the server's message for each
 * of the form's own fields goes under that field; everything else makes the one message
 * above or below the form. A refusal (4xx) says what is wrong in the server's words; a
 * failure (5xx, no connection) shows the form's own sentence (spec §8).
 */
export interface ServerErrors {
  /** The first message for each of the form's fields the server named. */
  byField: Record<string, string>;
  /** The one message not under a field, or undefined when every message has its field. */
  message: string | undefined;
}

export function serverErrors(error: unknown, formFields: readonly string[], fallback: string): ServerErrors {
  if (!error) return { byField: {}, message: undefined };
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return { byField: {}, message: fallback };
  const byField: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, messages] of Object.entries(error.fields)) {
    if (formFields.includes(name) && messages[0]) byField[name] = messages[0];
    else others.push(...messages);
  }
  if (others.length > 0) return { byField, message: others.join(' ') };
  return { byField, message: Object.keys(byField).length > 0 ? undefined : error.message || fallback };
}
