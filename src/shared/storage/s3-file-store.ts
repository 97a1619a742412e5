import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { PrivateFileStore } from './private-file-store';
import { FileAlreadyStoredError, FileNotStoredError } from './storage-path';

export interface S3Settings {
  bucket: string;
  /** Folder-like start of every key ('' for none), so one bucket can hold more than one shop's files. */
  prefix: string;
  /** An S3-compatible service (MinIO, R2); unset means AWS S3 itself. */
  endpoint?: string;
  region: string;
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * Every object is written with these. No ACL is ever sent (objects keep the bucket owner's, and the
 * bucket blocks public access), and no presigned or public link is ever made: files leave only through
 * the API's own controllers. SSE-S3 is asked for on each write as well as being the bucket's default
 * (docs/operations.md, "Storage").
 */
const PRIVATE_OBJECT = { ServerSideEncryption: 'AES256' } as const;

/** Private files in an S3 bucket, shared by every API and worker process on every machine. Credentials come from the SDK's usual chain. */
export class S3FileStore extends PrivateFileStore {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : '';
    this.location = `s3://${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''}`;
    // Path-style addressing (endpoint/bucket/key) for S3-compatible services, which seldom have a host name per bucket.
    this.client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: Boolean(settings.endpoint) });
  }

  protected async putFile(path: string, contents: Buffer): Promise<void> {
    await this.refuseExisting(path);
    await this.client
      .send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(path), Body: contents, ContentLength: contents.length, IfNoneMatch: '*', ...PRIVATE_OBJECT }))
      .catch((error) => this.existingAs(error, path));
  }

  /** In parts (multipart upload, a few parts in memory at a time) once it passes one part; a failed upload is aborted, leaving no object. */
  protected async putStream(path: string, source: Readable): Promise<void> {
    await this.refuseExisting(path);
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: this.key(path), Body: source, IfNoneMatch: '*', ...PRIVATE_OBJECT } });
    await upload.done().catch((error) => this.existingAs(error, path));
  }

  protected async hasFile(path: string): Promise<boolean> {
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(path) })).then(
      () => true,
      (error) => {
        if (status(error) === 404) return false;
        throw error;
      },
    );
  }

  protected async getFile(path: string): Promise<Buffer> {
    const body = await this.getStream(path);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  protected async getStream(path: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(path) })).catch((error) => {
      throw status(error) === 404 ? new FileNotStoredError(path) : error;
    });
    // In Node the SDK answers the body as the HTTP response itself, a Readable.
    return object.Body as Readable;
  }

  /** With versioning on, this leaves a delete marker; the lifecycle rule expires the older version (docs/operations.md, "Storage"). */
  protected async deleteFile(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(path) }));
  }

  protected async *listFiles(folder: string | undefined): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + (folder === undefined ? '' : `${folder}/`), ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key && !object.Key.endsWith('/')) yield object.Key.slice(this.prefix.length);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  override onModuleDestroy(): void {
    this.client.destroy();
  }

  private key(path: string): string {
    return this.prefix + path;
  }

  /**
   * Two locks against overwriting. `IfNoneMatch: '*'` on the write makes AWS S3 (and MinIO and R2)
   * refuse atomically (412), but s3rver, which the contract tests run against, ignores it on PUT; so a
   * HEAD first refuses on every service, leaving only the moment between the two to the header.
   */
  private async refuseExisting(path: string): Promise<void> {
    if (await this.hasFile(path)) throw new FileAlreadyStoredError(path);
  }

  private existingAs(error: unknown, path: string): never {
    throw status(error) === 412 ? new FileAlreadyStoredError(path) : error;
  }
}
