const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** '2025-01-05' (or a full ISO timestamp) as '05/01/2025', the UK order; 'N/A' when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return 'N/A';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}
