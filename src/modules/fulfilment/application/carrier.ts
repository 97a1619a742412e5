/** Who a parcel goes to, as the carrier prints it. */
export interface ParcelRecipient {
  name: string;
  addressLines: string[];
  postcode: string;
  phone?: string;
}

export interface ShipmentRequest {
  /** The dispatch order's reference (DO-000123), printed on the label as on the dispatch note; a carrier's idempotency key, so a retried request makes one shipment. */
  reference: string;
  recipient: ParcelRecipient;
  weightGrams: number;
}

export interface CreatedShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  /** The 4x6 inch shipping label, as a PDF. */
  labelPdf: Buffer;
}

/** The port to a parcel carrier (Royal Mail Click & Drop, say). The local adapter is the default. */
export abstract class Carrier {
  abstract createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  abstract trackingUrl(trackingNumber: string): string;
}
