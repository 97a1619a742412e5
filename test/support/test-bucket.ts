import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  /** S3_ENDPOINT for the stand-in. */
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

const CREDENTIALS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/**
 * A real S3 protocol to test against: s3rver on a free port of the loopback, its objects in a fresh
 * temporary folder, the bucket made. The SDK's usual credential chain is given s3rver's own keys
 * until `stop`, which also removes the folder.
 */
export async function startTestBucket(bucket = 'shop-test-files'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const saved = CREDENTIALS.map((name) => process.env[name]);
  for (const name of CREDENTIALS) process.env[name] = 'S3RVER';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
      CREDENTIALS.forEach((name, index) => (saved[index] === undefined ? delete process.env[name] : (process.env[name] = saved[index])));
    },
  };
}
