import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/auth/principal';
import { Clock } from '../../../../../shared/domain/clock';
import { normaliseEmail } from '../../../domain/email-address';
import { EmailAlreadyRegisteredError, InvalidVerificationCodeError, VerificationCodeExpiredError } from '../../../domain/identity.errors';
import { generateReferralCode } from '../../../domain/referral-code';
import { isCodeUsable } from '../../../domain/verification-code';
import { EmailVerification } from '../../../infrastructure/email-verification.entity';
import { PendingRegistration } from '../../../infrastructure/pending-registration.entity';
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
    const email = normaliseEmail(command.email);
    const registration = command.registrationId
      ? await this.em.findOne(PendingRegistration, { id: command.registrationId, email }, { populate: ['passwordHash'] })
      : null;
    // No registration of this session's for the address (or another session verified it
    // first): the same answer as a wrong code, so nothing is learnt about the address.
    if (!registration) throw new InvalidVerificationCodeError();
    // Only the newest code counts: asking for a new one retires the old.
    const verification = await this.em.findOne(EmailVerification, { registration }, { orderBy: { id: 'desc' } });
    const now = this.clock.now();
    if (!verification || !isCodeUsable(verification, now)) throw new VerificationCodeExpiredError();
    if (!this.hasher.matches(verification.codeHash, command.code)) {
      verification.failedAttempts += 1;
      await this.em.flush();
      throw new InvalidVerificationCodeError();
    }
    return this.createAccount(registration, now);
  }

  /** The first session to verify an address wins it; every other pending registration for it is dropped. */
  private async createAccount(registration: PendingRegistration, now: Date): Promise<Principal> {
    const { email } = registration;
    if (await this.em.count(User, { email })) throw new EmailAlreadyRegisteredError(email);
    const user = Object.assign(new User(), {
      email,
      passwordHash: registration.passwordHash,
      firstName: registration.firstName,
      lastName: registration.lastName,
      mobile: registration.mobile,
      birthDate: registration.birthDate,
      sexAtBirth: registration.sexAtBirth,
      referralCode: generateReferralCode(),
      emailVerifiedAt: now,
    });
    this.em.persist(user);
    this.em.remove(await this.em.find(PendingRegistration, { email }));
    try {
      await this.em.flush();
    } catch (error) {
      // Two sessions verifying the same address at once: the database lets one in.
      if (error instanceof UniqueConstraintViolationException) throw new EmailAlreadyRegisteredError(email);
      throw error;
    }
    return { id: user.id, role: user.role };
  }
}
