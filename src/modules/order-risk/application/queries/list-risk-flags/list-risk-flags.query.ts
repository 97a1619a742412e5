import { Query } from '@nestjs/cqrs';
import type { FlagKind, Occasion } from '../../../domain/order-risk-rules';

export interface RiskFlagView {
  id: number;
  kind: FlagKind;
  label: string;
  details: string;
  occasion: Occasion;
  raisedAt: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  note: string | null;
}

/** A subscription's order-risk flags, open first, then newest first. */
export class ListRiskFlagsQuery extends Query<RiskFlagView[]> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
