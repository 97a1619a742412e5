import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { startTestBucket } from '../../../test/support/test-bucket';
import { openPrivateFileStore } from './open-private-file-store';
import { FileAlreadyStoredError, FileNotStoredError, PrivateFileStore, StoragePathRefusedError } from './private-file-store';

/** A store under a prefix ('shop/private'), and a second store over the whole disk folder or bucket, to see where its files land. */
interface Opened {
  files: PrivateFileStore;
  whole: PrivateFileStore;
  close(): Promise<void>;
}

const PREFIX = 'shop/private';

async function onDisk(): Promise<Opened> {
  const root = mkdtempSync(join(tmpdir(), 'shop-store-contract-'));
  return {
    files: openPrivateFileStore(pathToFileURL(join(root, PREFIX)).href, {}),
    whole: openPrivateFileStore(pathToFileURL(root).href, {}),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function inABucket(): Promise<Opened> {
  const bucket = await startTestBucket();
  const s3 = { endpoint: bucket.endpoint, region: 'eu-west-2' };
  const files = openPrivateFileStore(`s3://${bucket.bucket}/${PREFIX}`, s3);
  const whole = openPrivateFileStore(`s3://${bucket.bucket}`, s3);
  return {
    files,
    whole,
    close: async () => {
      for (const store of [files, whole]) store.onModuleDestroy();
      await bucket.stop();
    },
  };
}

/** `megabytes` of random bytes in 64 KiB chunks, made as they are read, with the SHA-256 they add up to. */
function randomStream(megabytes: number, failAfter?: number): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  const chunks = (megabytes * 1024 * 1024) / 65536;
  async function* produce() {
    for (let index = 0; index < chunks; index++) {
      if (failAfter !== undefined && index * 65536 >= failAfter) throw new Error('the source broke');
      const chunk = randomBytes(65536);
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(produce()), sha256: () => hash.digest('hex') };
}

async function digest(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

async function listed(store: PrivateFileStore, folder?: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const path of store.list(folder)) paths.push(path);
  return paths.sort();
}

describe.each([
  ['on disk', onDisk],
  ['in an S3 bucket', inABucket],
])('the private file store %s', (_where, open) => {
  let opened: Opened;
  let files: PrivateFileStore;
  beforeAll(async () => ({ files } = opened = await open()));
  afterAll(() => opened.close());

  it('reads back what it wrote', async () => {
    await files.write('photos/12/a.jpg', Buffer.from('a photo'));
    expect(await files.read('photos/12/a.jpg')).toEqual(Buffer.from('a photo'));
    expect((await digest(await files.readStream('photos/12/a.jpg'))).size).toBe(7);
  });

  it('never overwrites a file, whole or streamed', async () => {
    await files.write('labels/once.pdf', Buffer.from('first'));
    await expect(files.write('labels/once.pdf', Buffer.from('second'))).rejects.toBeInstanceOf(FileAlreadyStoredError);
    await expect(files.writeStream('labels/once.pdf', Readable.from([Buffer.from('third')]))).rejects.toBeInstanceOf(FileAlreadyStoredError);
    expect(await files.read('labels/once.pdf')).toEqual(Buffer.from('first'));
  });

  it('tells whether a file exists', async () => {
    await files.write('exists/yes.txt', Buffer.from('here'));
    expect(await files.exists('exists/yes.txt')).toBe(true);
    expect(await files.exists('exists/no.txt')).toBe(false);
    expect(await files.exists('exists')).toBe(false);
  });

  it('stores a multi-megabyte stream as it comes and streams it back', async () => {
    const source = randomStream(12);
    expect(await files.writeStream('exports/register.xlsx', source.stream)).toBe(12 * 1024 * 1024);
    expect(await digest(await files.readStream('exports/register.xlsx'))).toEqual({ size: 12 * 1024 * 1024, sha256: source.sha256() });
  });

  it('leaves no file behind when the stream fails part-way', async () => {
    const small = randomStream(1, 200_000);
    await expect(files.writeStream('exports/broken-small.zip', small.stream)).rejects.toThrow('the source broke');
    const large = randomStream(12, 7 * 1024 * 1024); // past the first part of a multipart upload
    await expect(files.writeStream('exports/broken-large.zip', large.stream)).rejects.toThrow('the source broke');
    expect(await files.exists('exports/broken-small.zip')).toBe(false);
    expect(await files.exists('exports/broken-large.zip')).toBe(false);
  });

  it('answers FileNotStoredError for a missing file, before any byte', async () => {
    await expect(files.read('missing/file.jpg')).rejects.toBeInstanceOf(FileNotStoredError);
    await expect(files.readStream('missing/file.jpg')).rejects.toBeInstanceOf(FileNotStoredError);
  });

  it('removes a file, and removing it again is no error', async () => {
    await files.write('removed/photo.jpg', Buffer.from('gone soon'));
    await files.remove('removed/photo.jpg');
    await files.remove('removed/photo.jpg');
    expect(await files.exists('removed/photo.jpg')).toBe(false);
  });

  it('refuses every path that is absolute or climbs out, whatever is asked', async () => {
    const unsafe = ['../escape.txt', 'photos/../../escape.txt', '/etc/passwd', 'photos//a.jpg', './a.jpg', 'photos/', '', 'photos\\..\\a.jpg', 'a\u0000b', 'café/a.jpg'];
    for (const path of unsafe) {
      await expect(files.write(path, Buffer.from('x'))).rejects.toBeInstanceOf(StoragePathRefusedError);
      await expect(files.writeStream(path, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StoragePathRefusedError);
      await expect(files.exists(path)).rejects.toBeInstanceOf(StoragePathRefusedError);
      await expect(files.read(path)).rejects.toBeInstanceOf(StoragePathRefusedError);
      await expect(files.readStream(path)).rejects.toBeInstanceOf(StoragePathRefusedError);
      await expect(files.remove(path)).rejects.toBeInstanceOf(StoragePathRefusedError);
    }
    expect(() => files.list('../')).toThrow(StoragePathRefusedError);
  });

  it('keeps its files under its own prefix, and lists them by folder', async () => {
    await files.write('listed/one/a.jpg', Buffer.from('a'));
    await files.write('listed/two/b.jpg', Buffer.from('b'));
    await opened.whole.write('elsewhere/c.jpg', Buffer.from('not this store’s'));
    expect(await opened.whole.read(`${PREFIX}/listed/one/a.jpg`)).toEqual(Buffer.from('a'));
    expect(await files.exists('elsewhere/c.jpg')).toBe(false);
    expect(await listed(files, 'listed')).toEqual(['listed/one/a.jpg', 'listed/two/b.jpg']);
    expect(await listed(files, 'listed/two')).toEqual(['listed/two/b.jpg']);
    expect(await listed(files, 'nothing-here')).toEqual([]);
    expect(await listed(files)).not.toContain('elsewhere/c.jpg');
  });
});

describe('the private file store on disk', () => {
  it('makes each file readable and writable by its owner alone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-store-modes-'));
    try {
      const files = openPrivateFileStore(pathToFileURL(root).href, {});
      await files.write('photos/a.jpg', Buffer.from('a'));
      await files.writeStream('exports/b.zip', Readable.from([Buffer.from('b')]));
      expect(statSync(join(root, 'photos/a.jpg')).mode & 0o777).toBe(0o600);
      expect(statSync(join(root, 'exports/b.zip')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
