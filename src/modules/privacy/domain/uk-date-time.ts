const longDateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An instant as a patient reads it in an email: 'Friday 6 March 2026 at 14:05', UK time. */
export function ukDateTime(instant: Date): string {
  const parts = Object.fromEntries(longDateTime.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}
