/**
 * The practice directory's file format, shared by the seed loader and the refresh script
 * (scripts/gp-practices-from-epraccur.ts): a CSV with a header row
 * `ods_code,name,address_line_1,address_line_2,town,postcode,email`.
 */
export interface PracticeRecord {
  odsCode: string;
  name: string;
  /** Address lines above the postcode, town last, empty lines left out. */
  addressLines: string[];
  postcode: string;
  email: string;
}

export const DIRECTORY_HEADER = ['ods_code', 'name', 'address_line_1', 'address_line_2', 'town', 'postcode', 'email'] as const;

/**
 * ODS publishes no email addresses. A practice without a known one gets an address under the
 * reserved `.invalid` domain, so a letter can never reach a wrong inbox: the real mailer's send
 * fails and the failure shows to staff until the practice's NHSmail address is filled in.
 */
export const placeholderEmail = (odsCode: string) => `gp.${odsCode.toLowerCase()}@practice-email-unknown.invalid`;
export const isPlaceholderEmail = (email: string) => email.endsWith('.invalid');

export const ODS_PRACTICE_CODE = /^[A-Z]\d{5}$/;

/** RFC 4180 CSV: quoted fields may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function writeDirectory(practices: PracticeRecord[]): string {
  const rows = practices.map((practice) => {
    const lines = [...practice.addressLines];
    const town = lines.length > 1 ? lines.pop()! : '';
    const [first = '', ...rest] = lines;
    return [practice.odsCode, practice.name, first, rest.join(', '), town, practice.postcode, practice.email];
  });
  return [DIRECTORY_HEADER as readonly string[], ...rows].map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

/** Reads the directory file; a row that is not a practice (bad code, no name or postcode) is an error, so a bad refresh fails loudly. */
export function readDirectory(text: string): PracticeRecord[] {
  const [header, ...rows] = parseCsv(text);
  if (header?.join(',') !== DIRECTORY_HEADER.join(',')) throw new Error(`The practice directory must start with the header ${DIRECTORY_HEADER.join(',')}`);
  return rows.map((cells, index) => {
    const [odsCode, name, line1, line2, town, postcode, email] = cells.map((cell) => cell.trim());
    if (!ODS_PRACTICE_CODE.test(odsCode ?? '') || !name || !postcode) throw new Error(`Practice directory row ${index + 2} is not a practice: ${cells.join(',')}`);
    return { odsCode, name, addressLines: [line1, line2, town].filter((line): line is string => !!line), postcode, email: email || placeholderEmail(odsCode) };
  });
}
