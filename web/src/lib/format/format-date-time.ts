const ukDateTime = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An instant as the reader's local date and time, '05/01/2026, 14:05'; 'N/A' when missing or invalid. Browser only (it depends on the time zone). */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? 'N/A' : ukDateTime.format(time);
}
