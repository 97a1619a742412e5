import { useQuery } from '@tanstack/react-query';

const FINISHED_STATES = ['completed', 'failed'];

/**
 * Follows a background job (an export, a print run) every half second until it has
 * completed or failed; nothing is asked before there is a job.
 */
export function useJobStatus<TStatus extends { state: string }>(
  queryKey: readonly unknown[],
  jobId: string | undefined,
  getStatus: (jobId: string, signal: AbortSignal) => Promise<TStatus>,
) {
  return useQuery({
    queryKey: [...queryKey, jobId],
    queryFn: ({ signal }) => getStatus(jobId!, signal),
    enabled: !!jobId,
    refetchInterval: (query) => (query.state.data && FINISHED_STATES.includes(query.state.data.state) ? false : 500),
  });
}
