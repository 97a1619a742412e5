import { Command } from '@nestjs/cqrs';
import type { RiskFlagView } from '../../queries/list-risk-flags/list-risk-flags.query';

/**
 * Staff acknowledge a flag raised on a renewal, with a note (renewal flags never block: they are
 * shown and acknowledged). Flags raised for review are acknowledged only by the approving
 * prescriber, in the approval itself.
 */
export class AcknowledgeRiskFlagCommand extends Command<RiskFlagView[]> {
  constructor(
    readonly flagId: number,
    readonly actorId: number,
    readonly note: string,
  ) {
    super();
  }
}
