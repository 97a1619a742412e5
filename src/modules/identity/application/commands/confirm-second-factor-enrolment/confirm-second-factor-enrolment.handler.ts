import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { Clock } from '../../../../../shared/domain/clock';
import { SecondFactorAlreadyEnrolledError, SecondFactorEnrolmentNotStartedError } from '../../../domain/identity.errors';
import { generateRecoveryCodes, normaliseRecoveryCode } from '../../../domain/second-factor';
import { RecoveryCodeHasher } from '../../../infrastructure/recovery-code-hasher';
import { StaffRecoveryCode } from '../../../infrastructure/staff-recovery-code.entity';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { User } from '../../../infrastructure/user.entity';
import { SecondFactorChecker } from '../../second-factor-checker';
import { ConfirmSecondFactorEnrolmentCommand } from './confirm-second-factor-enrolment.command';

@CommandHandler(ConfirmSecondFactorEnrolmentCommand)
export class ConfirmSecondFactorEnrolmentHandler implements ICommandHandler<ConfirmSecondFactorEnrolmentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly checker: SecondFactorChecker,
    private readonly hasher: RecoveryCodeHasher,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, code }: ConfirmSecondFactorEnrolmentCommand): Promise<{ recoveryCodes: string[] }> {
    const factor = await this.em.findOne(StaffTotpFactor, { user: userId });
    if (!factor) throw new SecondFactorEnrolmentNotStartedError();
    if (factor.confirmedAt) throw new SecondFactorAlreadyEnrolledError();
    await this.checker.acceptCode(factor, code);

    const recoveryCodes = generateRecoveryCodes();
    // The factor, the fresh codes (replacing any earlier set) and the entry commit together.
    await this.em.transactional(async () => {
      factor.confirmedAt = this.clock.now();
      await this.em.nativeDelete(StaffRecoveryCode, { user: userId });
      for (const recoveryCode of recoveryCodes) {
        this.em.persist(Object.assign(new StaffRecoveryCode(), { user: this.em.getReference(User, userId), codeHash: this.hasher.hash(normaliseRecoveryCode(recoveryCode)!) }));
      }
      await this.commands.execute(
        new RecordAuditEntryCommand({ actorId: userId, action: 'identity.second_factor.enrolled', summary: 'Set up two-factor sign-in with an authenticator app', subject: `user:${userId}` }),
      );
    });
    return { recoveryCodes };
  }
}
