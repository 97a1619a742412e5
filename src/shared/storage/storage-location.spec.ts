import { resolve } from 'node:path';
import { storageLocation } from './storage-location';

describe('storage locations', () => {
  it('reads a folder on disk, absolute or relative to the working directory', () => {
    expect(storageLocation('file:///var/lib/shop/storage')).toEqual({ kind: 'file', root: '/var/lib/shop/storage' });
    expect(storageLocation('file:///tmp/with%20space')).toEqual({ kind: 'file', root: '/tmp/with space' });
    expect(storageLocation('file://./.data/storage')).toEqual({ kind: 'file', root: resolve('.data/storage') });
  });

  it('reads a bucket with or without a prefix', () => {
    expect(storageLocation('s3://shop-files')).toEqual({ kind: 's3', bucket: 'shop-files', prefix: '' });
    expect(storageLocation('s3://shop-files/')).toEqual({ kind: 's3', bucket: 'shop-files', prefix: '' });
    expect(storageLocation('s3://shop-files/live/private/')).toEqual({ kind: 's3', bucket: 'shop-files', prefix: 'live/private' });
  });

  it('refuses anything else', () => {
    for (const url of ['', '.data/storage', '/var/lib/shop', 'file://host/share', 'file://../up', 'http://bucket', 's3://Upper', 's3://ab', 's3://shop-files/a/../b']) {
      expect(() => storageLocation(url)).toThrow();
    }
  });
});
