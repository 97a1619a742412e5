import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { ConfirmStaffIdentityCommand } from '../../../../identity';
import { SettleItemChangeCommand } from '../../../../subscription';
import { NotAPrescriberError, SignatureNotConfirmedError } from '../../../domain/prescribing.errors';
import { scriptRef } from '../../../domain/register-row';
import { PrescriberProfile } from '../../../infrastructure/prescriber-profile.entity';
import { PrescriptionWriter } from '../../prescription-writer';
import { DecideItemChangeCommand } from './decide-item-change.command';

@CommandHandler(DecideItemChangeCommand)
export class DecideItemChangeHandler implements ICommandHandler<DecideItemChangeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly writer: PrescriptionWriter,
  ) {}

  async execute({ proposalId, approve, decidedByUserId, declineReason, signedWith, terms }: DecideItemChangeCommand): Promise<{ status: 'approved' | 'declined' }> {
    const prescriber = await this.em.findOne(PrescriberProfile, { userId: decidedByUserId });
    if (!prescriber) throw new NotAPrescriberError();
    // As for a review: a wrong confirmation stays on the audit trail while nothing of the decision is written.
    if (approve && signedWith) await this.commands.execute(new ConfirmStaffIdentityCommand(decidedByUserId, signedWith, `approving proposed change #${proposalId}`));
    return this.em.transactional(async () => {
      // Subscription refuses a change it cannot make (decided already, the item shipped meanwhile) and holds the row until this commits.
      const subscription = await this.commands.execute(new SettleItemChangeCommand(proposalId, approve, decidedByUserId, declineReason?.trim() || undefined));
      if (!subscription) return { status: 'declined' as const };
      if (!signedWith) throw new SignatureNotConfirmedError();
      const prescription = await this.writer.write(subscription, prescriber, terms, { firstSupplyPaid: false });
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: prescriber.userId,
          action: 'prescribing.item-change.approved',
          summary: `Prescribed the changed treatment (${scriptRef(prescription.id)})`,
          customerId: subscription.userId,
          subscriptionId: subscription.id,
          subject: `prescription:${prescription.id}`,
        }),
      );
      return { status: 'approved' as const };
    });
  }
}
