/**
 * The authorised link to a file in private storage: `GET /storage/{path}` checks who asks
 * (the owner or staff) and audits the read. One mapping both ways, so no context spells it.
 */
const PREFIX = '/storage/';

export const storageUrl = (storagePath: string): string => `${PREFIX}${storagePath}`;

/** The storage path behind a link made by `storageUrl`; a bare path is returned as it is. */
export const storagePathOf = (urlOrPath: string): string => (urlOrPath.startsWith(PREFIX) ? urlOrPath.slice(PREFIX.length) : urlOrPath);
