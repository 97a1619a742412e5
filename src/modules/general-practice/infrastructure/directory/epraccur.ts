import { ODS_PRACTICE_CODE, parseCsv, placeholderEmail, type PracticeRecord } from './practice-csv';

/**
 * The columns of NHS ODS's 'epraccur' file (GP practices; no header row), as the ODS data
 * service documents them. Positions, 0-based.
 */
const COLUMN = { code: 0, name: 1, address: [4, 5, 6, 7, 8], postcode: 9, closeDate: 11, status: 12, prescribingSetting: 25 } as const;
/** Status 'A' is active; 'C' closed, 'D' dormant, 'P' proposed. */
const ACTIVE = 'A';
/** Prescribing setting 4 is a GP practice (others are out-of-hours services, prisons, walk-in centres...). */
const GP_PRACTICE = '4';

/** Words kept lower case inside a name ('Church of the Holy Cross' not 'Church Of The'). */
const SMALL_WORDS = new Set(['and', 'of', 'the', 'on', 'upon', 'in', 'by', 'at', 'le', 'under', 'with']);
/** Kept as written: initialisms ODS prints in capitals anyway. */
const KEEP_UPPER = new Set(['GP', 'NHS', 'UK', 'PCN', 'PMS', 'APMS', 'II', 'III']);

/** 'THE DENSHAM SURGERY' -> 'The Densham Surgery'; 'STOCKTON-ON-TEES' -> 'Stockton-on-Tees'. */
export function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      word
        .split('-')
        .map((part, partIndex) => {
          if (KEEP_UPPER.has(part.toUpperCase())) return part.toUpperCase();
          if ((index > 0 || partIndex > 0) && SMALL_WORDS.has(part)) return part;
          return part.replace(/(^|[("])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
        })
        .join('-'),
    )
    .join(' ');
}

/**
 * The active GP practices of an epraccur.csv, as directory records. Emails already known (from
 * the directory being replaced) are kept by ODS code; the others get the placeholder.
 */
export function practicesFromEpraccur(csv: string, knownEmails: ReadonlyMap<string, string> = new Map()): PracticeRecord[] {
  return parseCsv(csv)
    .filter((cells) => cells[COLUMN.status] === ACTIVE && cells[COLUMN.prescribingSetting]?.trim() === GP_PRACTICE && !cells[COLUMN.closeDate]?.trim())
    .filter((cells) => ODS_PRACTICE_CODE.test(cells[COLUMN.code]?.trim() ?? ''))
    .map((cells) => {
      const odsCode = cells[COLUMN.code].trim();
      return {
        odsCode,
        name: titleCase(cells[COLUMN.name].trim()),
        addressLines: COLUMN.address.map((column) => cells[column]?.trim() ?? '').filter(Boolean).map(titleCase),
        postcode: cells[COLUMN.postcode].trim().toUpperCase(),
        email: knownEmails.get(odsCode) ?? placeholderEmail(odsCode),
      };
    })
    .sort((a, b) => a.odsCode.localeCompare(b.odsCode));
}
