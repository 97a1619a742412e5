import { Command } from '@nestjs/cqrs';

export interface GpLetterToSend {
  subscriptionId: number;
  prescriptionId: number;
  /** As the prescription names the patient, for the covering email's subject. */
  patientName: string;
  letter: { filename: string; content: Buffer };
}

/**
 * Sends a prescription's GP letter to the patient's practice, if they consented, and records
 * the send on the subscription. Once per prescription: a second call does nothing.
 */
export class SendGpLetterCommand extends Command<'sent' | 'failed' | 'already_sent' | 'not_shared'> {
  constructor(readonly toSend: GpLetterToSend) {
    super();
  }
}
