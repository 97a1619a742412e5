import type { JobName } from '../../../shared/queue/jobs';

export interface BuildDataExportPayload {
  /** The data_export row the ZIP is for; the job reads everything else itself, so the queue holds no personal data. */
  exportId: string;
}

declare module '../../../shared/queue/jobs' {
  interface JobPayloads {
    [JobName.BuildDataExport]: BuildDataExportPayload;
    /** Daily; the worker's clock decides 'now'. */
    [JobName.SweepRetention]: Record<string, never>;
  }
}
