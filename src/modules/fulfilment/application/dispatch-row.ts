import { scriptRef, supplyLabel } from '../../prescribing';
import type { AddOnLine } from '../../subscription';
import { dispatchReference } from '../domain/dispatch-reference';
import type { CheckStage } from '../domain/dispensing-checks';
import { stageOf } from '../domain/dispensing-checks';
import type { FulfilmentOrder } from '../infrastructure/fulfilment-order.entity';
import { dispensingCheckView, latestChecks, type DispensingCheckView } from './dispensing-check-view';

/** One row of the dispatch list (spec §3 Dispatch columns, and the pharmacist's checks), with the ids its actions need. */
export interface DispatchRow {
  /** The order's one reference, DO-000123: as on its label, dispatch note and receipt. */
  order_id: string;
  /** The prescription it dispenses, PRX12 (the POM register's Script Ref). */
  script_ref: string;
  subscription_id: number;
  item_id: number;
  customer_name: string;
  treatment: string;
  quantity: string;
  /** Non-prescription boosters packed in the same box, '[880S] Vitamin C 20% serum'; not dispensed or registered. */
  add_ons: string[];
  /** Which supply against the prescription, '2 of 6'; null on orders from before supplies were counted. */
  supply: string | null;
  /** The UK date it was dispatched; null while waiting. */
  dispatch_date: string | null;
  status: 'waiting' | 'shipped';
  tracking_number: string | null;
  clinical_check: DispensingCheckView | null;
  accuracy_check: DispensingCheckView | null;
  /** Where a waiting order stands in the checks; null once shipped. */
  check_stage: CheckStage | null;
}

/** The row for an order whose checks are loaded, with the add-ons its renewal charged (subscription's ListSupplyAddOnsQuery). */
export function dispatchRow(order: FulfilmentOrder, addOns: readonly AddOnLine[] = []): DispatchRow {
  const { clinical, accuracy } = latestChecks(order.checks);
  return {
    order_id: dispatchReference(order.subscriptionItemId),
    script_ref: scriptRef(order.prescriptionId),
    subscription_id: order.subscriptionId,
    item_id: order.subscriptionItemId,
    customer_name: order.customerName,
    treatment: order.treatment,
    quantity: order.quantity,
    add_ons: addOns.map((addOn) => `[${addOn.code}] ${addOn.name}`),
    supply: order.supplyNumber && order.suppliesAuthorised ? supplyLabel(order.supplyNumber, order.suppliesAuthorised) : null,
    dispatch_date: order.dispatchedOn ?? null,
    status: order.status,
    tracking_number: order.trackingNumber ?? null,
    clinical_check: clinical ? dispensingCheckView(clinical) : null,
    accuracy_check: accuracy ? dispensingCheckView(accuracy) : null,
    check_stage: order.status === 'waiting' ? stageOf(new Set(order.checks.getItems().map((check) => check.kind))) : null,
  };
}
