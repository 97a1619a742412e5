import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { LabelNotFoundError } from '../../../domain/fulfilment.errors';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { TRACKING_NUMBER_PATTERN } from '../../label-storage';
import { ReadLabelQuery } from './read-label.query';

@QueryHandler(ReadLabelQuery)
export class ReadLabelHandler implements IQueryHandler<ReadLabelQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
  ) {}

  async execute({ trackingNumber }: ReadLabelQuery): Promise<Buffer> {
    if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) throw new LabelNotFoundError();
    const order = await this.em.findOne(FulfilmentOrder, { trackingNumber });
    if (!order?.labelPath) throw new LabelNotFoundError();
    return this.files.read(order.labelPath);
  }
}
