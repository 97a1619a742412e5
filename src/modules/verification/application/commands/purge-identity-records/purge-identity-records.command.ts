import { Command } from '@nestjs/cqrs';

/**
 * Deletes an erased patient's identity checks (the result the prescriber relied on), any photos
 * still held, and the request to verify, once the clinical records period has passed. Runs in the
 * retention sweep's transaction and hands back the photo files, to delete once it commits.
 */
export class PurgeIdentityRecordsCommand extends Command<{ checks: number; filesToRemove: string[] }> {
  constructor(readonly userId: number) {
    super();
  }
}
