import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '../../../domain/email-address';
import { User } from '../../../infrastructure/user.entity';
import { VerificationCodeIssuer } from '../../verification-code-issuer';
import { ResendVerificationCodeCommand } from './resend-verification-code.command';

@CommandHandler(ResendVerificationCodeCommand)
export class ResendVerificationCodeHandler implements ICommandHandler<ResendVerificationCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly codes: VerificationCodeIssuer,
  ) {}

  async execute(command: ResendVerificationCodeCommand): Promise<void> {
    const user = await this.em.findOne(User, { email: normaliseEmail(command.email), emailVerifiedAt: null });
    if (!user) return;
    this.codes.issue(this.em, user);
    await this.em.flush();
  }
}
