import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useJobStatus } from '../../../lib/api/use-job-status';

export const getPomExportStatus = (jobId: string, signal?: AbortSignal) => expectData(apiClient.GET('/v2/admin/data/pom/export/{jobId}', { params: { path: { jobId } }, signal }));

/** Follows an export until it is finished. */
export const useExportStatus = (jobId: string | undefined) => useJobStatus(['admin', 'pom', 'export'], jobId, getPomExportStatus);
