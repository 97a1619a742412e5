/**
 * Refreshes the GP practice directory shipped with the app from NHS ODS's 'epraccur' file
 * (GP practices in England and Wales), downloaded from the ODS data service
 * (https://digital.nhs.uk/services/organisation-data-service, 'GP and GP practice related
 * data', or TRUD). Keeps the active GP practices, and any email address the current
 * directory already has for a practice (ODS publishes none).
 *
 *   npm run gp-practices:refresh -- path/to/epraccur.csv
 *
 * Then commit the changed CSV; the next start sees its new checksum and upserts it into gp_practice.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { practicesFromEpraccur } from '../src/modules/general-practice/infrastructure/directory/epraccur';
import { isPlaceholderEmail, readDirectory, writeDirectory } from '../src/modules/general-practice/infrastructure/directory/practice-csv';
import { DIRECTORY_FILE } from '../src/modules/general-practice/infrastructure/directory/practice-directory';

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run gp-practices:refresh -- path/to/epraccur.csv');
  process.exit(1);
}
const current = readDirectory(readFileSync(DIRECTORY_FILE, 'utf8'));
const knownEmails = new Map(current.filter((practice) => !isPlaceholderEmail(practice.email)).map((practice) => [practice.odsCode, practice.email]));
const practices = practicesFromEpraccur(readFileSync(source, 'latin1'), knownEmails);
if (practices.length === 0) {
  console.error(`No active GP practices found in ${source}: is it epraccur.csv?`);
  process.exit(1);
}
writeFileSync(DIRECTORY_FILE, writeDirectory(practices));
console.log(`Wrote ${practices.length} practices (was ${current.length}; ${knownEmails.size} known email addresses kept) to ${DIRECTORY_FILE}`);
