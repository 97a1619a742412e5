import { Command } from '@nestjs/cqrs';

export interface IdentityCheckStarted {
  status: string;
  captureUrl: string;
}

/**
 * The patient asks to be checked. With Onfido: an applicant and a check are created and the
 * patient is sent to Onfido's capture page. With the local verifier: the photos already added and
 * the name typed as printed on the document are sent, and the result follows by webhook.
 */
export class StartIdentityCheckCommand extends Command<IdentityCheckStarted> {
  constructor(
    readonly userId: number,
    /** The subscription under review the check is for, if the patient has one. */
    readonly subscriptionId: number | null,
    /** Local capture only. */
    readonly documentName: string | null,
  ) {
    super();
  }
}
