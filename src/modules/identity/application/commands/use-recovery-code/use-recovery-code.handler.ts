import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { Clock } from '../../../../../shared/domain/clock';
import { RecoveryCodeWrongError, SecondFactorNotEnrolledError } from '../../../domain/identity.errors';
import { normaliseRecoveryCode } from '../../../domain/second-factor';
import { RecoveryCodeHasher } from '../../../infrastructure/recovery-code-hasher';
import { StaffRecoveryCode } from '../../../infrastructure/staff-recovery-code.entity';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { SecondFactorChecker } from '../../second-factor-checker';
import { UseRecoveryCodeCommand } from './use-recovery-code.command';

@CommandHandler(UseRecoveryCodeCommand)
export class UseRecoveryCodeHandler implements ICommandHandler<UseRecoveryCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: RecoveryCodeHasher,
    private readonly checker: SecondFactorChecker,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, recoveryCode }: UseRecoveryCodeCommand): Promise<{ recoveryCodesLeft: number }> {
    if ((await this.em.count(StaffTotpFactor, { user: userId, confirmedAt: { $ne: null } })) === 0) throw new SecondFactorNotEnrolledError();
    const code = normaliseRecoveryCode(recoveryCode);
    // Burnt in the same statement that finds it, so it cannot be spent twice.
    const burnt = code ? await this.em.nativeUpdate(StaffRecoveryCode, { user: userId, codeHash: this.hasher.hash(code), usedAt: null }, { usedAt: this.clock.now() }) : 0;
    if (burnt === 0) {
      await this.checker.recordFailure(userId, 'Entered a wrong or already used recovery code');
      throw new RecoveryCodeWrongError();
    }
    const recoveryCodesLeft = await this.em.count(StaffRecoveryCode, { user: userId, usedAt: null });
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: userId,
        action: 'identity.second_factor.recovery_code_used',
        summary: `Signed in with a recovery code (${recoveryCodesLeft} left)`,
        subject: `user:${userId}`,
      }),
    );
    await this.em.flush();
    return { recoveryCodesLeft };
  }
}
