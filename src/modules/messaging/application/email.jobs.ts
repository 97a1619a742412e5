import type { JobName } from '../../../shared/queue/jobs';

/** An email any context sends through the outbox; the messaging context renders and delivers it. */
export interface SendEmailPayload {
  to: string;
  /** A template name the messaging context knows, e.g. 'verification-code'. */
  template: string;
  data: Record<string, string>;
}

declare module '../../../shared/queue/jobs' {
  interface JobPayloads {
    [JobName.SendEmail]: SendEmailPayload;
  }
}
