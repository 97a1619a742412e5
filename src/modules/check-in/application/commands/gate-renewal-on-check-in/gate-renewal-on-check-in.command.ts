import { Command } from '@nestjs/cqrs';

/** The due supply the renewal engine is about to charge, as it knows it after prescribing's supply check. */
export interface DueSupply {
  subscriptionId: number;
  userId: number;
  condition: string;
  treatment: string;
  prescriptionId: number;
  /** Which supply of the prescription it would be (1 is the first, paid at checkout). */
  supplyNumber: number;
  today: string;
}

/**
 * Asked by the renewal engine, inside its transaction, before it charges a supply (like
 * prescribing's CheckSupplyQuery): 'hold' when a clinical check-in is outstanding (opened now,
 * and the customer emailed, the first time). Persists without flushing; the renewal commits it.
 */
export class GateRenewalOnCheckInCommand extends Command<'go' | 'hold'> {
  constructor(readonly supply: DueSupply) {
    super();
  }
}
