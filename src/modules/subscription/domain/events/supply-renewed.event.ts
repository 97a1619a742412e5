/** A renewal was paid: the supply is to be dispensed against the subscription's prescription and sent. */
export class SupplyRenewed {
  constructor(
    readonly subscriptionId: number,
    readonly subscriptionItemId: number,
    readonly userId: number,
    /** The supply's name as the plan has it (a plan may step up in strength). */
    readonly treatment: string,
  ) {}
}
