import { Command } from '@nestjs/cqrs';

/** Signs a user out of every browser at once (after their account is erased). Answers how many sessions ended. */
export class EndAllSessionsCommand extends Command<number> {
  constructor(readonly userId: number) {
    super();
  }
}
