const WHOLE_NUMBER = new Intl.NumberFormat('en-GB');

/**
 * A count with its noun: 1 as '1 supply', 1200 as '1,200 supplies'. The noun takes an -s
 * unless its plural is given. The one way the web app writes 'N things'.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${WHOLE_NUMBER.format(count)} ${count === 1 ? singular : plural}`;
}
