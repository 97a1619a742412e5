import { FulfilmentOrder } from './infrastructure/fulfilment-order.entity';

export const FULFILMENT_ENTITIES = [FulfilmentOrder];
