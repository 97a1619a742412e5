import type { JobName } from '../../../shared/queue/jobs';

declare module '../../../shared/queue/jobs' {
  interface JobPayloads {
    /** Hourly; the worker's clock decides 'now'. */
    [JobName.SweepIdentityChecks]: Record<string, never>;
  }
}
