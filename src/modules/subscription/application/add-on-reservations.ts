import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { arrayLiteral } from '../../../shared/database/array-literal';
import { ReleaseAddOnStockCommand, ReserveAddOnStockCommand, TakeAddOnStockCommand } from '../../catalogue';
import type { AddOnLine } from '../domain/add-on-line';
import { type ChosenAddOn, type SoldOutAddOn, splitBox, stockMoveFor } from '../domain/add-on-stock';
import type { ItemStatus } from '../domain/subscription-status';
import type { PaymentRecord } from '../infrastructure/payment.entity';

/**
 * The add-on packs of renewal boxes (ADR 0021): reserved when a renewal charges them, then given
 * back or taken once. Each move is recorded on the payment (`add_on_stock`) in the same
 * transaction as the shelf count it changes, and only the caller that changes the payment's
 * state moves the shelf, so a repeated decline, status change or shipment moves nothing twice.
 */
@Injectable()
export class AddOnReservations {
  constructor(private readonly commands: CommandBus) {}

  /** A pack of each chosen add-on reserved for the box being charged, where one is left; the others are sold out and not charged. */
  async reserve(chosen: readonly ChosenAddOn[]): Promise<{ inBox: ChosenAddOn[]; soldOut: SoldOutAddOn[] }> {
    if (chosen.length === 0) return { inBox: [], soldOut: [] };
    const reserved = await this.commands.execute(new ReserveAddOnStockCommand(chosen.map((addOn) => addOn.catalogueItemId)));
    return splitBox(chosen, new Set(reserved));
  }

  /** The packs of a payment that failed back on sale: `record` is the caller's, locked, and written when it commits. */
  async releaseFor(record: PaymentRecord): Promise<void> {
    if (record.addOnStock !== 'reserved') return;
    record.addOnStock = 'released';
    await this.commands.execute(new ReleaseAddOnStockCommand(catalogueItemIdsOf([record.addOnLines])));
  }

  /**
   * Follows supplies of one subscription to their new statuses (`stockMoveFor`): the packs of a
   * shipped supply leave the shelf, those of a cancelled or refunded one go back on sale. Moves
   * the shelf after the caller's own changes are flushed, so its rows are locked before the
   * shelf's, as the renewal locks its subscription before the shelf.
   */
  async follow(em: EntityManager, subscriptionId: number, items: Iterable<{ id: number; status: ItemStatus }>): Promise<void> {
    const byMove = { take: [] as number[], release: [] as number[] };
    for (const item of items) {
      const move = stockMoveFor(item.status);
      if (move) byMove[move].push(item.id);
    }
    if (byMove.take.length === 0 && byMove.release.length === 0) return;
    await em.flush();
    if (byMove.release.length) {
      const released = await movePayments(em, subscriptionId, byMove.release, 'released', `add_on_stock = 'reserved'`);
      if (released.length) await this.commands.execute(new ReleaseAddOnStockCommand(catalogueItemIdsOf(released)));
    }
    if (byMove.take.length) {
      const reserved = await movePayments(em, subscriptionId, byMove.take, 'taken', `add_on_stock = 'reserved'`);
      if (reserved.length) await this.commands.execute(new TakeAddOnStockCommand(catalogueItemIdsOf(reserved), true));
      // The box's packs left all the same where none was reserved: it was charged before reservations, or its reservation was given back (a cancelled supply staff set back to paid).
      const unreserved = await movePayments(em, subscriptionId, byMove.take, 'taken', `status = 'succeeded' and add_on_lines <> '[]'::jsonb and (add_on_stock is null or add_on_stock = 'released')`);
      if (unreserved.length) await this.commands.execute(new TakeAddOnStockCommand(catalogueItemIdsOf(unreserved), false));
    }
  }
}

/** Moves the matching payments of those supplies to `state` in one conditional UPDATE, answering the add-on lines of each it moved. */
async function movePayments(em: EntityManager, subscriptionId: number, itemIds: number[], state: 'released' | 'taken', condition: string): Promise<AddOnLine[][]> {
  const rows: { add_on_lines: AddOnLine[] }[] = await em
    .getConnection()
    .execute(
      `update payment set add_on_stock = ? where subscription_id = ? and subscription_item_id = any(?::int[]) and ${condition} returning add_on_lines`,
      [state, subscriptionId, arrayLiteral(itemIds)],
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => row.add_on_lines);
}

function catalogueItemIdsOf(boxes: readonly (readonly AddOnLine[])[]): number[] {
  return boxes.flatMap((lines) => lines.map((line) => line.catalogueItemId));
}
