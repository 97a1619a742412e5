const AVERAGE = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('en-GB');

/** 4.8 as '4.8'. */
export function formatAverage(average: number): string {
  return AVERAGE.format(average);
}

/** 1234 as '1,234'. */
export function formatCount(count: number): string {
  return COUNT.format(count);
}
