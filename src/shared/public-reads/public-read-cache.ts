import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PublicDataVersion } from './public-data-version';

/**
 * Several times the shop's pages and reads (about 80); addresses made up to fill it (random
 * query strings) push out the oldest. A drawn page is about 65 KB, so at most about 33 MB.
 */
const MAX_ENTRIES = 500;
/** A backstop for a missed invalidation (Redis unreachable when the change was announced): nothing is served older than this. */
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  epoch: number;
  loadedAt: number;
  /** A load's promise (read), or a value kept as it is (keep). */
  value: unknown;
}

/** A public read as it is sent: its JSON and the ETag of that JSON. */
export interface SerialisedRead {
  json: string;
  etag: string;
}

/**
 * What the public reads and pages computed, held in this process until the public data
 * version moves on (PublicDataVersion). Concurrent readers of a missing key share one load;
 * a failed load (a 404, an outage) is not kept. Values are shared between requests: callers
 * must not change them.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly serialised = new WeakMap<object, SerialisedRead>();

  constructor(private readonly version: PublicDataVersion) {
    version.onChange(() => this.entries.clear());
  }

  /** The public data version this process reads under now: a value worked out under an earlier one is stale. */
  get epoch(): number {
    return this.version.current;
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const epoch = this.version.current;
    const cached = this.fresh(key);
    if (cached) return cached.value as Promise<T>;
    const value = load();
    const entry: Entry = { epoch, loadedAt: Date.now(), value };
    this.store(key, entry);
    // A load that fails, or that began before a change it may have missed, is not kept.
    value.then(
      () => {
        if (this.version.current !== epoch) this.forget(key, entry);
      },
      () => this.forget(key, entry),
    );
    return value;
  }

  /** What `keep` kept under `key`, while the public data has not changed since. */
  peek<T>(key: string): T | undefined {
    return this.fresh(key)?.value as T | undefined;
  }

  /** Keeps a value worked out under `epoch` (see `epoch`), unless the public data has changed since. */
  keep(key: string, value: unknown, epoch: number): void {
    if (epoch === this.version.current) this.store(key, { epoch, loadedAt: Date.now(), value });
  }

  /** The JSON and ETag of a value this cache holds: worked out once per value, not per response. */
  serialise(value: object): SerialisedRead {
    let read = this.serialised.get(value);
    if (!read) {
      const json = JSON.stringify(value);
      read = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      this.serialised.set(value, read);
    }
    return read;
  }

  private fresh(key: string): Entry | undefined {
    const cached = this.entries.get(key);
    if (!cached || cached.epoch !== this.version.current || Date.now() - cached.loadedAt >= MAX_AGE_MS) return undefined;
    // Most recently used last, so the pages people read are the last to be pushed out.
    this.entries.delete(key);
    this.entries.set(key, cached);
    return cached;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
  }

  private forget(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}
