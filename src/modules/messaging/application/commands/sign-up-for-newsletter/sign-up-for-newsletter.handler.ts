import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NewsletterSignUp } from '../../../infrastructure/newsletter-sign-up.entity';
import { SignUpForNewsletterCommand } from './sign-up-for-newsletter.command';

@CommandHandler(SignUpForNewsletterCommand)
export class SignUpForNewsletterHandler implements ICommandHandler<SignUpForNewsletterCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: SignUpForNewsletterCommand): Promise<void> {
    await this.em
      .createQueryBuilder(NewsletterSignUp)
      .insert({ email: command.email.trim().toLowerCase(), createdAt: new Date() })
      .onConflict('email')
      .ignore()
      .execute();
  }
}
