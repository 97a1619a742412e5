import { Command } from '@nestjs/cqrs';
import type { SafeguardCategory } from '../../../domain/safeguards';

/**
 * Staff set the safeguard categories of a catalogue medicine, saying why: the approval gate
 * (docs/patient-safety.md) reads them for every approval from then on, so the change and its
 * reason are on the audit trail.
 */
export class SetItemSafeguardsCommand extends Command<{ safeguards: SafeguardCategory[] }> {
  constructor(
    readonly actorId: number,
    readonly itemId: number,
    readonly safeguards: readonly SafeguardCategory[],
    readonly reason: string,
  ) {
    super();
  }
}
