import type { Job, Queue } from 'bullmq';
import { DOWNLOAD_LIFETIME_MS, type RequestedJobPayload } from './jobs';

export interface RequestedJobStatus {
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** 0-100. */
  progress: number;
  failedReason: string | null;
  storagePath: string;
}

/**
 * A file-producing job as the staff user who started it sees it. Anyone else, and any job
 * past its download lifetime, gets null: the caller answers 'not found', revealing nothing.
 */
export async function readRequestedJob(queue: Queue, jobId: string, userId: number, now: Date): Promise<RequestedJobStatus | null> {
  const job = (await queue.getJob(jobId)) as Job<RequestedJobPayload> | undefined;
  if (!job || job.data.requestedByUserId !== userId) return null;
  if (job.finishedOn && now.getTime() - job.finishedOn > DOWNLOAD_LIFETIME_MS) return null;
  const state = await job.getState();
  return {
    state: state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting',
    progress: typeof job.progress === 'number' ? job.progress : 0,
    failedReason: job.failedReason ?? null,
    storagePath: job.data.storagePath,
  };
}

/** Waits for a short job a request is waiting on (one document), polling: no extra Redis connection per request. */
export async function waitForJob(queue: Queue, jobId: string, timeoutMs: number): Promise<'completed' | 'failed' | 'timeout'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = await queue.getJob(jobId);
    const state = job ? await job.getState() : 'unknown';
    if (state === 'completed' || state === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return 'timeout';
}
