import { Query } from '@nestjs/cqrs';

/** The answer for a supply the prescription allows: which supply it would be ('3 of 6'). */
export interface SupplyAllowedCheck {
  allowed: true;
  prescriptionId: number;
  supplyNumber: number;
  suppliesAuthorised: number;
}

/** The answer for one it does not: the rule of HMR 2012 reg 217 it would break, in words. */
export interface SupplyRefusedCheck {
  allowed: false;
  rule: 'not-prescribed' | 'first-supply-overdue' | 'expired' | 'all-supplied' | 'too-soon' | 'course-ended';
  message: string;
  /** For 'too-soon': the first day the supply is allowed. */
  allowedFrom?: string;
}

export type SupplyCheck = SupplyAllowedCheck | SupplyRefusedCheck;

/** Whether the subscription's prescription allows a supply of `itemCode` on `onDate`; asked before a renewal charges anything. */
export class CheckSupplyQuery extends Query<SupplyCheck> {
  constructor(
    readonly subscriptionId: number,
    readonly itemCode: string,
    readonly onDate: string,
  ) {
    super();
  }
}
