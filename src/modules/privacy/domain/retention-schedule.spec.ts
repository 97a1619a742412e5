import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENFORCED_RETENTION, RETENTION, yearsBefore } from './retention-schedule';

/** The retention table in the doc: each row's cells, trimmed, from the first table under 'Retention schedule'. */
function docRetentionTable(): string[][] {
  const doc = readFileSync(join(__dirname, '../../../../docs/data-rights-and-retention.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Retention schedule'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('the retention schedule', () => {
  it('is the table the doc shows: every period the sweep enforces is written there as the constants say', () => {
    const rows = docRetentionTable();
    for (const rule of ENFORCED_RETENTION) {
      const row = rows.find((cells) => cells[0] === rule.record);
      expect(row && { record: row[0], keptFor: row[1] }).toEqual(rule);
    }
  });

  it('keeps payment records at least six years after the end of any financial year, and clinical records longer than the two years the law asks for prescriptions', () => {
    expect(RETENTION.paymentRecordYearsAfterErasure).toBeGreaterThanOrEqual(7);
    expect(RETENTION.clinicalRecordYearsAfterErasure).toBeGreaterThanOrEqual(RETENTION.paymentRecordYearsAfterErasure);
    expect(RETENTION.clinicalRecordYearsAfterErasure).toBeGreaterThanOrEqual(2);
  });

  it('counts years on the calendar', () => {
    expect(yearsBefore(new Date('2034-03-05T12:00:00Z'), 8).toISOString()).toBe('2026-03-05T12:00:00.000Z');
  });
});
