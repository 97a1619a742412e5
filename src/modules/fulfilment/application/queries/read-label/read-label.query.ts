import { Query } from '@nestjs/cqrs';

/** A shipping label's PDF by its tracking number (admins only, checked at the route). */
export class ReadLabelQuery extends Query<Buffer> {
  constructor(readonly trackingNumber: string) {
    super();
  }
}
