/**
 * preparing: the job is building the ZIP; ready: downloadable until it expires; expired: the
 * file is gone (the sweep deleted it); failed: the job could not build it, and the patient may ask again.
 */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** What the patient is shown: a ready export past its expiry is expired, even before the sweep has removed the file. */
export function visibleExportStatus(status: DataExportStatus, expiresAt: Date | undefined, now: Date): DataExportStatus {
  return status === 'ready' && expiresAt && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}
