import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '../../../domain/email-address';
import { PendingRegistration } from '../../../infrastructure/pending-registration.entity';
import { VerificationCodeIssuer } from '../../verification-code-issuer';
import { ResendVerificationCodeCommand } from './resend-verification-code.command';

@CommandHandler(ResendVerificationCodeCommand)
export class ResendVerificationCodeHandler implements ICommandHandler<ResendVerificationCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly codes: VerificationCodeIssuer,
  ) {}

  async execute(command: ResendVerificationCodeCommand): Promise<void> {
    if (!command.registrationId) return;
    const registration = await this.em.findOne(PendingRegistration, { id: command.registrationId, email: normaliseEmail(command.email) });
    if (!registration) return;
    this.codes.issue(this.em, registration);
    await this.em.flush();
  }
}
