import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/domain/clock';
import { addToOutbox } from '../../../shared/outbox/outbox';
import { JobName } from '../../../shared/queue/jobs';
import { generateVerificationCode, VERIFICATION_CODE_RULES } from '../domain/verification-code';
import { EmailVerification } from '../infrastructure/email-verification.entity';
import type { PendingRegistration } from '../infrastructure/pending-registration.entity';
import { VerificationCodeHasher } from '../infrastructure/verification-code-hasher';

/** Creates a fresh code for a pending registration and queues its email in the same unit of work. */
@Injectable()
export class VerificationCodeIssuer {
  constructor(
    private readonly hasher: VerificationCodeHasher,
    private readonly clock: Clock,
  ) {}

  issue(em: EntityManager, registration: PendingRegistration): void {
    const code = generateVerificationCode();
    const verification = new EmailVerification();
    verification.registration = registration;
    verification.codeHash = this.hasher.hash(code);
    verification.expiresAt = new Date(this.clock.now().getTime() + VERIFICATION_CODE_RULES.lifetimeMs);
    em.persist(verification);
    addToOutbox(em, JobName.SendEmail, {
      to: registration.email,
      template: 'verification-code',
      data: { code, firstName: registration.firstName, minutes: String(VERIFICATION_CODE_RULES.lifetimeMs / 60_000) },
    });
  }
}
