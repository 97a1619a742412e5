import type { JobName, RequestedJobPayload } from '../../../shared/queue/jobs';

export interface ExportRegisterPayload extends RequestedJobPayload {
  filters: { startDate?: string; endDate?: string; patient?: string; prescriber?: string; item?: string; scriptRef?: string };
}

declare module '../../../shared/queue/jobs' {
  interface JobPayloads {
    [JobName.ExportRegister]: ExportRegisterPayload;
    /** Daily; the worker's clock decides 'today'. */
    [JobName.RemindExpiringPrescriptions]: Record<string, never>;
  }
}
