import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../shared/domain/domain-error';
import { RateLimiter, type RateLimitPolicy } from '../../../../../shared/rate-limit/rate-limiter.service';
import { IdentityNotConfirmedError } from '../../../domain/identity.errors';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { StaffTotpFactor } from '../../../infrastructure/staff-totp-factor.entity';
import { User } from '../../../infrastructure/user.entity';
import { SecondFactorChecker } from '../../second-factor-checker';
import { ConfirmStaffIdentityCommand } from './confirm-staff-identity.command';

/** A stolen session must not become a way to guess the password: five tries, then a wait. */
const CONFIRMATIONS_PER_USER: RateLimitPolicy = { name: 'staff-confirmation-user', points: 5, durationSeconds: 15 * 60 };

@CommandHandler(ConfirmStaffIdentityCommand)
export class ConfirmStaffIdentityHandler implements ICommandHandler<ConfirmStaffIdentityCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly checker: SecondFactorChecker,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ userId, confirmation, purpose }: ConfirmStaffIdentityCommand): Promise<void> {
    await this.limits.consume(CONFIRMATIONS_PER_USER, String(userId));
    if (!(await this.confirmed(userId, confirmation, purpose))) throw new IdentityNotConfirmedError();
    await this.limits.reset(CONFIRMATIONS_PER_USER, String(userId));
  }

  private async confirmed(userId: number, confirmation: ConfirmStaffIdentityCommand['confirmation'], purpose: string): Promise<boolean> {
    if ('password' in confirmation) {
      // The hash is a lazy column: asked for by name.
      const user = await this.em.findOne(User, { id: userId, role: 'admin' }, { fields: ['id', 'passwordHash'] });
      const right = !!user && (await this.passwords.matches(user.passwordHash, confirmation.password));
      if (!right) await this.checker.recordFailure(userId, `Entered a wrong password when ${purpose}`);
      return right;
    }
    const factor = await this.em.findOne(StaffTotpFactor, { user: userId, confirmedAt: { $ne: null } });
    if (!factor) return false;
    try {
      // Right for now and never used before: a code seen over someone's shoulder is spent already.
      await this.checker.acceptCode(factor, confirmation.authenticatorCode);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
