// UK time for everyone: the clinic, its emails and its staff keep UK time, and the same
// instant reads the same when the page is rendered on the server and again in the browser.
const ukDateTime = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** An instant as UK date and time, '05/01/2026, 14:05'; 'N/A' when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? 'N/A' : ukDateTime.format(time);
}
