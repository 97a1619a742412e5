import { Command } from '@nestjs/cqrs';

/**
 * Removes every card an erased patient saved, at the payment provider, so none can be charged or
 * shown again. Called after the erasure has committed (a provider call cannot be rolled back).
 * Answers how many were detached.
 */
export class DetachSavedCardsCommand extends Command<number> {
  constructor(readonly userId: number) {
    super();
  }
}
