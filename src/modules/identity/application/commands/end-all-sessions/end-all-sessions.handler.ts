import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionRevoker } from '../../../infrastructure/session-revoker';
import { EndAllSessionsCommand } from './end-all-sessions.command';

@CommandHandler(EndAllSessionsCommand)
export class EndAllSessionsHandler implements ICommandHandler<EndAllSessionsCommand> {
  constructor(private readonly sessions: SessionRevoker) {}

  execute({ userId }: EndAllSessionsCommand): Promise<number> {
    return this.sessions.endAllOf(userId);
  }
}
