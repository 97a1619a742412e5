import { Module } from '@nestjs/common';
import { DataRightsController } from './data-rights.controller';
import { ErasureRequestsController } from './erasure-requests.controller';

/** The privacy context's HTTP face; only the API process loads it. */
@Module({ controllers: [DataRightsController, ErasureRequestsController] })
export class PrivacyHttpModule {}
