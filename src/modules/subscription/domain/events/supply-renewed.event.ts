/** A renewal was paid: the supply is to be dispensed against the subscription's prescription and sent. */
export class SupplyRenewed {
  constructor(
    readonly subscriptionId: number,
    readonly subscriptionItemId: number,
    readonly userId: number,
    /** The supply's name as the plan has it (a plan may step up in strength). */
    readonly treatment: string,
    /** The catalogue code of the supply: the prescription line it is dispensed against. */
    readonly itemCode: string,
    readonly paidOn: string,
    /** 1 for the due date's first charge; more for a retry after a decline. */
    readonly attempt: number,
  ) {}
}
