/** Emails are compared and stored trimmed and lower-cased: one account per address. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
