import { Command } from '@nestjs/cqrs';

/**
 * Deletes pending registrations (and their codes) untouched since `untouchedSince`: once
 * the guest session that held one has lapsed, nobody can finish it. Answers how many.
 */
export class PruneStaleRegistrationsCommand extends Command<number> {
  constructor(readonly untouchedSince: Date) {
    super();
  }
}
