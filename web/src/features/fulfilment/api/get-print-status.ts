import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { useJobStatus } from '../../../lib/api/use-job-status';

export const getPrintStatus = (jobId: string, signal?: AbortSignal) => expectData(apiClient.GET('/v2/admin/data/dispatch/print/{jobId}', { params: { path: { jobId } }, signal }));

/** Follows a print run until it is finished. */
export const usePrintStatus = (jobId: string | undefined) => useJobStatus(['admin', 'dispatch', 'print'], jobId, getPrintStatus);
