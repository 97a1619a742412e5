import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/auth/principal';
import { Clock } from '../../../../../shared/domain/clock';
import { normaliseEmail } from '../../../domain/email-address';
import { InvalidVerificationCodeError, VerificationCodeExpiredError } from '../../../domain/identity.errors';
import { isCodeUsable } from '../../../domain/verification-code';
import { EmailVerification } from '../../../infrastructure/email-verification.entity';
import { User } from '../../../infrastructure/user.entity';
import { VerificationCodeHasher } from '../../../infrastructure/verification-code-hasher';
import { VerifyEmailCommand } from './verify-email.command';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: VerificationCodeHasher,
    private readonly clock: Clock,
  ) {}

  async execute(command: VerifyEmailCommand): Promise<Principal> {
    const user = await this.em.findOne(User, { email: normaliseEmail(command.email), emailVerifiedAt: null });
    if (!user) throw new InvalidVerificationCodeError();
    // Only the newest code counts: asking for a new one retires the old.
    const verification = await this.em.findOne(EmailVerification, { user }, { orderBy: { id: 'desc' } });
    const now = this.clock.now();
    if (!verification || !isCodeUsable(verification, now)) throw new VerificationCodeExpiredError();

    if (!this.hasher.matches(verification.codeHash, command.code)) {
      verification.failedAttempts += 1;
      await this.em.flush();
      throw new InvalidVerificationCodeError();
    }
    verification.consumedAt = now;
    user.emailVerifiedAt = now;
    await this.em.flush();
    return { id: user.id, role: user.role };
  }
}
