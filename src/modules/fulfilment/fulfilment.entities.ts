import { DispensingCheck } from './infrastructure/dispensing-check.entity';
import { FulfilmentOrder } from './infrastructure/fulfilment-order.entity';

export const FULFILMENT_ENTITIES = [FulfilmentOrder, DispensingCheck];
