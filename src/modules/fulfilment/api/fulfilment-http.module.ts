import { Module } from '@nestjs/common';
import { DispatchController } from './dispatch.controller';
import { DispensingChecksController } from './dispensing-checks.controller';
import { ShipController } from './ship.controller';
import { ShippingLabelController } from './shipping-label.controller';

/** The fulfilment context's HTTP face; only the API process loads it. Import it before the consultation's (see ShippingLabelController). */
@Module({ controllers: [ShippingLabelController, ShipController, DispatchController, DispensingChecksController] })
export class FulfilmentHttpModule {}
