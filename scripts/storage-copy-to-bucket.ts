/**
 * `npm run storage:copy-to-bucket -- [--from file:///var/lib/shop/storage] [--to s3://bucket/prefix]`
 *
 * Copies every private file of a store on disk into a bucket, then reads each back from the bucket and
 * compares its size and SHA-256 with the file on disk (docs/operations.md, "Storage"). Prints the counts;
 * exits 1 if any file was not copied or differs. Files already in the bucket are checked, never
 * overwritten, so an interrupted copy is finished by running it again.
 *
 * --from defaults to STORAGE_URL when that is a file:// URL (else to the default folder, .data/storage);
 * --to defaults to STORAGE_URL when that is an s3:// URL. The bucket's connection is S3_ENDPOINT and
 * S3_REGION with the SDK's usual credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY), as for the shop.
 */
import { parseArgs } from 'node:util';
import { Environment } from '../src/config/environment';
import { copyToBucket } from '../src/shared/storage/copy-to-bucket';
import { openPrivateFileStore } from '../src/shared/storage/open-private-file-store';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  const configured = process.env.STORAGE_URL || undefined;
  const from = values.from ?? (configured?.startsWith('file://') ? configured : new Environment().STORAGE_URL);
  const to = values.to ?? (configured?.startsWith('s3://') ? configured : undefined);
  if (!from.startsWith('file://')) return fail(`--from must be a file:// URL (a store on disk); got ${from}`);
  if (!to?.startsWith('s3://')) return fail('--to must be an s3:// URL (or STORAGE_URL must be one): the bucket to copy into');

  const s3 = { endpoint: process.env.S3_ENDPOINT || undefined, region: process.env.S3_REGION || undefined };
  const source = openPrivateFileStore(from, s3);
  const bucket = openPrivateFileStore(to, s3);
  console.log(`Copying ${source.location} into ${bucket.location}...`);
  const report = await copyToBucket(source, bucket, (line) => console.log(line));
  for (const problem of report.problems) console.error(problem);
  console.log(`${report.found} file(s) found; ${report.copied} copied, ${report.alreadyThere} already in the bucket; ${report.verified} verified (same size and SHA-256); ${report.problems.length} problem(s).`);
  return report.problems.length === 0 && report.verified === report.found ? 0 : 1;
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
