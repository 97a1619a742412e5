import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { normaliseEmail } from '../../../domain/email-address';
import { AccountNotFoundError } from '../../../domain/identity.errors';
import { StaffRecoveryCode } from '../../../infrastructure/staff-recovery-code.entity';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { User } from '../../../infrastructure/user.entity';
import { ResetSecondFactorCommand } from './reset-second-factor.command';

@CommandHandler(ResetSecondFactorCommand)
export class ResetSecondFactorHandler implements ICommandHandler<ResetSecondFactorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ email }: ResetSecondFactorCommand): Promise<{ userId: number }> {
    const user = await this.em.findOne(User, { email: normaliseEmail(email) }, { fields: ['id'] });
    if (!user) throw new AccountNotFoundError();
    await this.em.transactional(async () => {
      await this.em.nativeDelete(StaffRecoveryCode, { user: user.id });
      await this.em.nativeDelete(StaffTotpFactor, { user: user.id });
      await this.commands.execute(
        new RecordAuditEntryCommand({ actorId: null, action: 'identity.second_factor.reset', summary: 'Two-factor sign-in reset by operations', subject: `user:${user.id}` }),
      );
    });
    return { userId: user.id };
  }
}
