import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Carrier, type CreatedShipment, type ShipmentRequest } from '../application/carrier';
import { s10TrackingNumber } from '../domain/tracking-number';
import { renderPdf } from '../../../shared/pdf/render-pdf';
import { inches } from './pdf/pdf-document';

/**
 * A carrier that runs on this machine: S10 tracking numbers and a 4x6 inch label with the
 * sender, recipient, service and tracking barcode text. The default until a real carrier
 * account is configured; the label's layout follows a thermal 4x6 label.
 */
@Injectable()
export class LocalCarrier extends Carrier {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async createShipment({ reference, recipient, weightGrams }: ShipmentRequest): Promise<CreatedShipment> {
    const { pharmacy } = this.config.business;
    const trackingNumber = s10TrackingNumber('LD', randomInt(0, 100_000_000));
    const labelPdf = await renderPdf({ size: [inches(4), inches(6)], margin: 14, info: { Title: `Shipping label ${trackingNumber}` } }, (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('Tracked 24', { align: 'left' });
      doc.font('Helvetica').fontSize(8).text(`Signature not required · ${weightGrams} g · Order ${reference}`);
      doc.moveDown(0.6).lineWidth(1.5).moveTo(14, doc.y).lineTo(inches(4) - 14, doc.y).stroke();
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(9).text('DELIVER TO');
      doc.font('Helvetica-Bold').fontSize(15).text(recipient.name);
      doc.font('Helvetica').fontSize(13);
      for (const line of recipient.addressLines) doc.text(line);
      doc.font('Helvetica-Bold').fontSize(20).text(recipient.postcode);
      doc.moveDown(0.8).lineWidth(1.5).moveTo(14, doc.y).lineTo(inches(4) - 14, doc.y).stroke();
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(9).text('TRACKING NUMBER');
      doc.font('Courier-Bold').fontSize(18).text(trackingNumber.replace(/^(..)(...)(...)(...)(..)$/, '$1 $2 $3 $4 $5'));
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(8).text('RETURN TO');
      doc.font('Helvetica').fontSize(8).text(`${pharmacy.name}, ${pharmacy.addressLines.join(', ')}`);
    });
    return { carrier: 'local', trackingNumber, trackingUrl: this.trackingUrl(trackingNumber), labelPdf };
  }

  trackingUrl(trackingNumber: string): string {
    return `https://www.royalmail.com/track-your-item#/tracking-results/${trackingNumber}`;
  }
}
