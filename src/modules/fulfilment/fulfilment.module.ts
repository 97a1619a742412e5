import { Module } from '@nestjs/common';

/** Orders, shipments and the carrier port, documents (labels, notes, receipts, GP letters), dispatch. Filled in by its own issue; the room is made now so boundaries hold from the start. */
@Module({})
export class FulfilmentModule {}
