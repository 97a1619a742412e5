/** UK style, day/month/year (spec §5). */
export function ukDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Inches to PDF points. */
export const inches = (value: number) => value * 72;
export const millimetres = (value: number) => (value * 72) / 25.4;
