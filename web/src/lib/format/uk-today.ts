const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date (YYYY-MM-DD) on the UK calendar, as the server counts it: just after midnight in London it is already tomorrow. */
export function ukToday(now: Date = new Date()): string {
  return londonDate.format(now);
}
