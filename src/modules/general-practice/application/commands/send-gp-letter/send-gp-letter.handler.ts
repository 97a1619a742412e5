import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { GpLetterSent } from '../../../infrastructure/gp-letter-sent.entity';
import { GpMailer, UndeliverableGpLetterError } from '../../gp-mailer';
import { GetGpSharingQuery } from '../../queries/get-gp-sharing/get-gp-sharing.query';
import { SendGpLetterCommand, type GpLetterToSend } from './send-gp-letter.command';

@CommandHandler(SendGpLetterCommand)
export class SendGpLetterHandler implements ICommandHandler<SendGpLetterCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly mailer: GpMailer,
  ) {}

  async execute({ toSend }: SendGpLetterCommand): Promise<'sent' | 'failed' | 'already_sent' | 'not_shared'> {
    const { subscriptionId, prescriptionId, patientName, letter } = toSend;
    const existing = await this.em.findOne(GpLetterSent, { prescriptionId });
    if (existing?.result === 'sent') return 'already_sent';
    const sharing = await this.queries.execute(new GetGpSharingQuery(subscriptionId));
    if (!sharing.practice) return 'not_shared';
    const { practice } = sharing;

    let failure: Error | null = null;
    try {
      await this.mailer.send({
        to: practice.email,
        subject: `Treatment prescribed for your patient ${patientName}`,
        text: `Dear Doctor,\n\nWith the patient's consent, please find attached our letter about a treatment we have prescribed for ${patientName}, registered with ${practice.name} (${practice.odsCode}).\n\nThis mailbox is not monitored; please use the contact details in the letter.`,
        letter,
      });
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    if (failure) return this.recordFailure(toSend, practice, failure);
    const record = existing ?? Object.assign(new GpLetterSent(), { subscriptionId, prescriptionId });
    Object.assign(record, { odsCode: practice.odsCode, practiceName: practice.name, sentTo: practice.email, result: 'sent', error: null, sentAt: new Date() });
    this.em.persist(record);
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: null,
        action: 'general_practice.letter.sent',
        summary: `Sent the GP letter to ${practice.name} (${practice.odsCode})`,
        subscriptionId,
        subject: `prescription:${prescriptionId}`,
      }),
    );
    await this.em.flush();
    return 'sent';
  }

  /**
   * Records the failure in a unit of work of its own, so staff see it even while the send is
   * retried (the caller's transaction rolls back when this throws). A server that refused or
   * could not be reached may recover: thrown, so the after-commit reaction tries again. A
   * practice with no known address will not: recorded once, not retried.
   */
  private async recordFailure({ subscriptionId, prescriptionId }: GpLetterToSend, practice: { odsCode: string; name: string; email: string }, failure: Error): Promise<'failed'> {
    const em = this.em.fork();
    const record = (await em.findOne(GpLetterSent, { prescriptionId })) ?? Object.assign(new GpLetterSent(), { subscriptionId, prescriptionId });
    Object.assign(record, { odsCode: practice.odsCode, practiceName: practice.name, sentTo: practice.email, result: 'failed', error: failure.message, sentAt: new Date() });
    await em.persistAndFlush(record);
    if (!(failure instanceof UndeliverableGpLetterError)) throw failure;
    return 'failed';
  }
}
