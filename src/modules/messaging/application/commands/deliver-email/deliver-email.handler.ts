import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { renderEmail } from '../../../domain/email-templates';
import { Mailer } from '../../../infrastructure/mailer';
import { DeliverEmailCommand } from './deliver-email.command';

@CommandHandler(DeliverEmailCommand)
export class DeliverEmailHandler implements ICommandHandler<DeliverEmailCommand> {
  constructor(private readonly mailer: Mailer) {}

  async execute({ payload }: DeliverEmailCommand): Promise<void> {
    await this.mailer.send(payload.to, renderEmail(payload.template, payload.data));
  }
}
