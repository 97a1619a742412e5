import { Command } from '@nestjs/cqrs';

export interface IdentitySweepResult {
  asked: number;
  reminded: number;
  evidenceDeleted: number;
}

/**
 * Hourly: asks by email each patient with a subscription under review who has not verified,
 * reminds them once two days later, and deletes identity photos IDENTITY_DOCUMENT_RETENTION_DAYS
 * after their check was decided.
 */
export class SweepIdentityChecksCommand extends Command<IdentitySweepResult> {}
