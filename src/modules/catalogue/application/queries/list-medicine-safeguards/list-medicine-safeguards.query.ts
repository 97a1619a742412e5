import { Query } from '@nestjs/cqrs';
import type { SafeguardCategory } from '../../../domain/safeguards';

/** A catalogue medicine and the safeguard categories it carries now. */
export interface MedicineSafeguards {
  code: string;
  name: string;
  safeguards: SafeguardCategory[];
}

/** The safeguards of the medicines with these product codes (the codes a prescription line and a subscription item keep); unknown codes are left out. */
export class ListMedicineSafeguardsQuery extends Query<MedicineSafeguards[]> {
  constructor(readonly codes: readonly string[]) {
    super();
  }
}
