import { Command } from '@nestjs/cqrs';

export interface ShippedItem {
  /** Where the label can be downloaded: /storage/rm_labels/{trackingNumber}.pdf (admins only). */
  pdfUrl: string;
  trackingNumber: string;
}

/** Ships one paid, prescribed supply through the carrier (spec §7 POST /v2/admin/form/ship). Once only. */
export class ShipItemCommand extends Command<ShippedItem> {
  constructor(
    readonly itemId: number,
    readonly shippedByUserId: number,
  ) {
    super();
  }
}
