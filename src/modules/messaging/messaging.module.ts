import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DeliverEmailHandler } from './application/commands/deliver-email/deliver-email.handler';
import { SignUpForNewsletterHandler } from './application/commands/sign-up-for-newsletter/sign-up-for-newsletter.handler';
import { ListMailboxHandler } from './application/queries/list-mailbox/list-mailbox.handler';
import { LocalMailboxMailer, Mailer, SmtpMailer } from './infrastructure/mailer';
import { MESSAGING_ENTITIES } from './messaging.entities';

/** Customer-team chat, emails and their templates, notifications. */
@Module({
  imports: [MikroOrmModule.forFeature(MESSAGING_ENTITIES)],
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager) => {
        const smtpUrl = config.get('SMTP_URL');
        return smtpUrl ? new SmtpMailer(smtpUrl, config.get('MAIL_FROM')) : new LocalMailboxMailer(em, config.get('MAIL_FROM'));
      },
    },
    DeliverEmailHandler,
    SignUpForNewsletterHandler,
    ListMailboxHandler,
  ],
})
export class MessagingModule {}
