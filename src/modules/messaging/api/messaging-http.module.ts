import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { NewsletterController } from './newsletter.controller';

@Module({ controllers: [NewsletterController, DevMailboxController] })
export class MessagingHttpModule {}
