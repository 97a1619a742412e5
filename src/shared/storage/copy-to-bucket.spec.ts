import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { startTestBucket, type TestBucket } from '../../../test/support/test-bucket';
import { copyToBucket } from './copy-to-bucket';
import { openPrivateFileStore } from './open-private-file-store';
import type { PrivateFileStore } from './private-file-store';

describe('copying a store on disk into a bucket', () => {
  let bucket: TestBucket;
  let root: string;
  let disk: PrivateFileStore;
  let target: PrivateFileStore;
  beforeAll(async () => {
    bucket = await startTestBucket();
    root = mkdtempSync(join(tmpdir(), 'shop-copy-to-bucket-'));
    disk = openPrivateFileStore(pathToFileURL(root).href, {});
    target = openPrivateFileStore(`s3://${bucket.bucket}/live`, { endpoint: bucket.endpoint, region: 'eu-west-2' });
  });
  afterAll(async () => {
    target.onModuleDestroy();
    await bucket.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies every file, checks each read back, and on a second run only checks', async () => {
    await disk.write('consultation/1/a.jpg', Buffer.from('photo a'));
    await disk.write('rm_labels/AB123456789GB.pdf', Buffer.from('%PDF label'));
    await disk.writeStream('exports/pom-register.xlsx', Readable.from([Buffer.alloc(6 * 1024 * 1024, 1)]));

    expect(await copyToBucket(disk, target)).toEqual({ found: 3, copied: 3, alreadyThere: 0, verified: 3, problems: [] });
    expect(await target.read('rm_labels/AB123456789GB.pdf')).toEqual(Buffer.from('%PDF label'));

    await disk.write('consultation/2/b.jpg', Buffer.from('photo b'));
    expect(await copyToBucket(disk, target)).toEqual({ found: 4, copied: 1, alreadyThere: 3, verified: 4, problems: [] });
  });

  it('reports a file that differs in the bucket, and leaves it as it is', async () => {
    await disk.write('consultation/3/c.jpg', Buffer.from('the real photo'));
    await target.write('consultation/3/c.jpg', Buffer.from('something else'));
    const report = await copyToBucket(disk, target);
    expect(report.problems).toEqual([expect.stringMatching(/^consultation\/3\/c\.jpg: 14 bytes, SHA-256 [0-9a-f]{64} on disk; 14 bytes, SHA-256 [0-9a-f]{64} in the bucket$/)]);
    expect(report.verified).toBe(report.found - 1);
    expect(await target.read('consultation/3/c.jpg')).toEqual(Buffer.from('something else'));
  });
});
