import { Command } from '@nestjs/cqrs';
import type { VerificationKind } from '../../../domain/verification';

export interface VerificationRecord {
  kind: VerificationKind;
  /** video | phone | chat; summary_care_record | gp_record; letter_reply | phone | email. */
  method: string;
  /** Now (the shop's clock) when left out: recorded as it ends. */
  tookPlaceAt?: Date;
  summary: string;
  /** The GP confirmed: who at the practice replied, and the GP letter answered (when one was sent for this subscription). */
  gpResponder?: string;
  gpLetterId?: number;
}

/**
 * A prescriber records how they independently verified a patient's online answers, against the
 * review of that patient (the subscription waiting for their decision): refused for anyone who is
 * not a prescriber, and for a subscription that is not that patient's. Audited.
 */
export class RecordVerificationCommand extends Command<{ id: number }> {
  constructor(
    readonly prescriberUserId: number,
    readonly subscriptionId: number,
    readonly patientUserId: number,
    readonly record: VerificationRecord,
  ) {
    super();
  }
}
