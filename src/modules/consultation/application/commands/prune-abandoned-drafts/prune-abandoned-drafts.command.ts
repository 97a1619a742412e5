import { Command } from '@nestjs/cqrs';

/**
 * Deletes consultation drafts nobody has touched since `untouchedSince` (the retention
 * schedule's limit for abandoned drafts), with their photo rows. Answers how many, and the
 * photo files for the caller to remove once this has committed.
 */
export class PruneAbandonedDraftsCommand extends Command<{ drafts: number; filesToRemove: string[] }> {
  constructor(readonly untouchedSince: Date) {
    super();
  }
}
