import type { PublicDataVersion } from './public-data-version';
import { PublicReadCache } from './public-read-cache';

/** A version that moves on when the test says so, as PublicDataVersion does when it hears Redis. */
function versionStub() {
  const listeners: (() => void)[] = [];
  const version = { current: 1, onChange: (listener: () => void) => listeners.push(listener) };
  const bump = () => {
    version.current += 1;
    for (const listener of listeners) listener();
  };
  return { version: version as unknown as PublicDataVersion, bump };
}

describe('PublicReadCache', () => {
  it('loads a key once, for concurrent readers too, until the version moves on', async () => {
    const { version, bump } = versionStub();
    const cache = new PublicReadCache(version);
    let loads = 0;
    const load = async () => ({ price: `£${++loads}` });
    const [first, second] = await Promise.all([cache.read('shop', load), cache.read('shop', load)]);
    expect(first).toBe(second);
    expect(await cache.read('shop', load)).toBe(first);
    expect(loads).toBe(1);
    bump();
    expect(await cache.read('shop', load)).toEqual({ price: '£2' });
  });

  it('keeps no failure: the next reader loads again', async () => {
    const cache = new PublicReadCache(versionStub().version);
    await expect(cache.read('treatment:nope', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await cache.read('treatment:nope', async () => 'found')).toBe('found');
  });

  it('keeps no result of a load that began before a change it may have missed', async () => {
    const { version, bump } = versionStub();
    const cache = new PublicReadCache(version);
    let release!: (value: string) => void;
    const stale = cache.read('shop', () => new Promise<string>((resolve) => (release = resolve)));
    bump();
    release('old price');
    expect(await stale).toBe('old price');
    expect(await cache.read('shop', async () => 'new price')).toBe('new price');
  });

  it('serialises a kept value once, with an ETag that changes with its JSON', () => {
    const cache = new PublicReadCache(versionStub().version);
    const value = { price: '£24.20' };
    const read = cache.serialise(value);
    expect(read.json).toBe('{"price":"£24.20"}');
    expect(cache.serialise(value)).toBe(read);
    expect(read.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.serialise({ price: '£25.99' }).etag).not.toBe(read.etag);
  });
});
