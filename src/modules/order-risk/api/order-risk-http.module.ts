import { Module } from '@nestjs/common';
import { OrderRiskController } from './order-risk.controller';

/** The order-risk context's HTTP face; only the API process loads it. */
@Module({ controllers: [OrderRiskController] })
export class OrderRiskHttpModule {}
