import { practicesFromEpraccur, titleCase } from './epraccur';
import { placeholderEmail, readDirectory, writeDirectory } from './practice-csv';

/** Rows as NHS ODS publishes them in epraccur.csv: quoted, no header, 27 columns. */
const row = (cells: Partial<Record<number, string>>) =>
  Array.from({ length: 27 }, (_, index) => `"${(cells[index] ?? '').replace(/"/g, '""')}"`).join(',');

const EPRACCUR = [
  row({ 0: 'A81001', 1: 'THE DENSHAM SURGERY', 2: 'Y63', 3: 'QHM', 4: 'THE HEALTH CENTRE', 5: 'LAWSON STREET', 6: 'STOCKTON-ON-TEES', 7: 'CLEVELAND', 9: 'TS18 1HU', 10: '19740401', 12: 'A', 13: 'B', 17: '01642 672351', 25: '4' }),
  // Closed: left out.
  row({ 0: 'A81010', 1: 'DR OLD PRACTICE', 4: '1 HIGH STREET', 9: 'TS1 1AA', 11: '20200331', 12: 'C', 25: '4' }),
  // Not a GP practice (prescribing setting 1, an other setting): left out.
  row({ 0: 'A81020', 1: 'OUT OF HOURS SERVICE', 4: '2 HIGH STREET', 9: 'TS1 1AB', 12: 'A', 25: '1' }),
  // A comma and a quote inside quoted fields, Windows line endings.
  row({ 0: 'B82005', 1: 'PRIORY MEDICAL GROUP, "CORNLANDS"', 4: 'CORNLANDS ROAD', 6: 'YORK', 9: 'YO24 3WX', 12: 'A', 25: '4' }),
].join('\r\n');

describe('epraccur conversion', () => {
  it('keeps the active GP practices, title-cased, with their address lines and postcode', () => {
    const practices = practicesFromEpraccur(EPRACCUR);
    expect(practices).toEqual([
      { odsCode: 'A81001', name: 'The Densham Surgery', addressLines: ['The Health Centre', 'Lawson Street', 'Stockton-on-Tees', 'Cleveland'], postcode: 'TS18 1HU', email: placeholderEmail('A81001') },
      { odsCode: 'B82005', name: 'Priory Medical Group, "Cornlands"', addressLines: ['Cornlands Road', 'York'], postcode: 'YO24 3WX', email: placeholderEmail('B82005') },
    ]);
  });

  it('keeps the email addresses the directory already knows', () => {
    const [densham] = practicesFromEpraccur(EPRACCUR, new Map([['A81001', 'densham.surgery@nhs.net']]));
    expect(densham.email).toBe('densham.surgery@nhs.net');
  });

  it('writes a directory file the app reads back as it was', () => {
    const practices = practicesFromEpraccur(EPRACCUR);
    const read = readDirectory(writeDirectory(practices));
    expect(read.map(({ odsCode, name, postcode }) => ({ odsCode, name, postcode }))).toEqual(practices.map(({ odsCode, name, postcode }) => ({ odsCode, name, postcode })));
    expect(read[0].addressLines).toEqual(['The Health Centre', 'Lawson Street, Stockton-on-Tees', 'Cleveland']);
  });

  it('refuses a directory file with a row that is not a practice', () => {
    expect(() => readDirectory('ods_code,name,address_line_1,address_line_2,town,postcode,email\nNOTACODE,X,,,,TS1 1AA,\n')).toThrow(/row 2 is not a practice/);
    expect(() => readDirectory('code,name\n')).toThrow(/header/);
  });

  it('title-cases names and places as people write them', () => {
    expect(titleCase('STOCKTON-ON-TEES')).toBe('Stockton-on-Tees');
    expect(titleCase('CHURCH OF ST MARY AND ALL SAINTS')).toBe('Church of St Mary and All Saints');
    expect(titleCase('THE NHS GP PRACTICE')).toBe('The NHS GP Practice');
    expect(titleCase("ST JOHN'S (NORTH) SURGERY")).toBe("St John's (North) Surgery");
  });
});
