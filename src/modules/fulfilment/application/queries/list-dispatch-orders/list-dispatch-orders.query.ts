import { Query } from '@nestjs/cqrs';
import type { CheckStage } from '../../../domain/dispensing-checks';
import type { DispatchRow } from '../../dispatch-row';

export interface DispatchPage {
  data: DispatchRow[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * Orders waiting to ship (oldest first, so nothing waits long), optionally only those at one
 * stage of the pharmacist's checks, and those shipped (newest first).
 */
export class ListDispatchOrdersQuery extends Query<DispatchPage> {
  constructor(
    readonly status: 'waiting' | 'shipped',
    readonly keyword: string | undefined,
    readonly page: number,
    readonly perPage: number,
    readonly checkStage?: CheckStage,
  ) {
    super();
  }
}
