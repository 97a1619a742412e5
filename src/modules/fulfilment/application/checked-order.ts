import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetPharmacistProfileQuery, NotAPharmacistError, type PharmacistProfileView } from '../../pharmacy';
import type { CalendarDate } from '../../../shared/domain/calendar-date';
import { GetSupplyQuery } from '../../subscription';
import { packExpired } from '../domain/dispensing-checks';
import {
  AccuracyCheckMissingError,
  AlreadyShippedError,
  CheckedPackExpiredError,
  ClinicalCheckMissingError,
  NotApprovedError,
  SupplyNotFoundError,
} from '../domain/fulfilment.errors';
import { FulfilmentOrder } from '../infrastructure/fulfilment-order.entity';
import { latestChecks } from './dispensing-check-view';

/**
 * What both checks start from: the pharmacist (refused before anything is read if they are
 * not one) and the supply's order, locked against a shipment running alongside, with its checks.
 */
export async function pharmacistAndOpenOrder(em: EntityManager, queries: QueryBus, itemId: number, userId: number, action: string): Promise<{ pharmacist: PharmacistProfileView; order: FulfilmentOrder }> {
  const pharmacist = await queries.execute(new GetPharmacistProfileQuery(userId));
  if (!pharmacist) throw new NotAPharmacistError(action);
  const order = await em.findOne(FulfilmentOrder, { subscriptionItemId: itemId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) {
    if (!(await queries.execute(new GetSupplyQuery(itemId)))) throw new SupplyNotFoundError();
    throw new NotApprovedError();
  }
  if (order.status === 'shipped') throw new AlreadyShippedError(order.trackingNumber ?? '');
  await em.populate(order, ['checks']);
  return { pharmacist, order };
}

/**
 * The pack a supply goes out with, once both checks are recorded and it is still in date on
 * the day it is sent; each missing step is refused by name (ADR 0007). The order's checks must be loaded.
 */
export function checkedPack(order: FulfilmentOrder, supplyDate: CalendarDate): { batchNumber: string; expiresOn: CalendarDate } {
  const { clinical, accuracy } = latestChecks(order.checks);
  if (!clinical) throw new ClinicalCheckMissingError();
  if (!accuracy?.batchNumber || !accuracy.expiresOn) throw new AccuracyCheckMissingError();
  if (packExpired(accuracy.expiresOn, supplyDate)) throw new CheckedPackExpiredError(accuracy.expiresOn);
  return { batchNumber: accuracy.batchNumber, expiresOn: accuracy.expiresOn };
}
