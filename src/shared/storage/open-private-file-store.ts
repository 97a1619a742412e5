import { LocalFileStore } from './local-file-store';
import type { PrivateFileStore } from './private-file-store';
import type * as S3Adapter from './s3-file-store';
import { storageLocation } from './storage-location';

export interface S3Connection {
  endpoint?: string;
  region?: string;
}

/** The store a storage URL names. The AWS SDK is loaded only for a bucket: a store on disk never pays for its start. */
export function openPrivateFileStore(url: string, s3: S3Connection): PrivateFileStore {
  const location = storageLocation(url);
  if (location.kind === 'file') return new LocalFileStore(location.root);
  if (!s3.region) throw new Error(`S3_REGION must be set for ${url} (eu-west-2 for London; auto for R2; us-east-1 for MinIO unless it is set otherwise)`);
  const { S3FileStore } = require('./s3-file-store') as typeof S3Adapter;
  return new S3FileStore({ bucket: location.bucket, prefix: location.prefix, endpoint: s3.endpoint, region: s3.region });
}
