import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Carrier } from './application/carrier';
import { RenderDocumentsHandler } from './application/commands/render-documents/render-documents.handler';
import { RequestDocumentHandler } from './application/commands/request-document/request-document.handler';
import { RecordAccuracyCheckHandler } from './application/commands/record-accuracy-check/record-accuracy-check.handler';
import { RecordClinicalCheckHandler } from './application/commands/record-clinical-check/record-clinical-check.handler';
import { GetDispatchOrderHandler } from './application/queries/get-dispatch-order/get-dispatch-order.handler';
import { ShipItemHandler } from './application/commands/ship-item/ship-item.handler';
import { StartDocumentPrintHandler } from './application/commands/start-document-print/start-document-print.handler';
import { DocumentFactsGatherer } from './application/document-facts.gatherer';
import { GetPrintStatusHandler } from './application/queries/get-print-status/get-print-status.handler';
import { ListDispatchOrdersHandler } from './application/queries/list-dispatch-orders/list-dispatch-orders.handler';
import { ReadLabelHandler } from './application/queries/read-label/read-label.handler';
import { OpenOrderOnPrescription } from './application/reactions/open-order-on-prescription.reaction';
import { SendGpLetterOnPrescription } from './application/reactions/send-gp-letter-on-prescription.reaction';
import { OpenOrderOnRenewal } from './application/reactions/open-order-on-renewal.reaction';
import { ExportFulfilmentDataHandler } from './application/queries/export-fulfilment-data/export-fulfilment-data.handler';
import { EraseFulfilmentDataHandler } from './application/commands/erase-fulfilment-data/erase-fulfilment-data.handler';
import { PurgeSupplyRecordsHandler } from './application/commands/purge-supply-records/purge-supply-records.handler';
import { FULFILMENT_ENTITIES } from './fulfilment.entities';
import { LocalCarrier } from './infrastructure/local-carrier';

/** Orders, the pharmacist's checks, shipments and the carrier port, documents (labels, notes, receipts, GP letters), dispatch. */
@Module({
  imports: [MikroOrmModule.forFeature(FULFILMENT_ENTITIES)],
  providers: [
    // The only carrier so far; a real one (Royal Mail Click & Drop) is another class behind the same port.
    { provide: Carrier, useClass: LocalCarrier },
    DocumentFactsGatherer,
    OpenOrderOnPrescription,
    SendGpLetterOnPrescription,
    OpenOrderOnRenewal,
    ShipItemHandler,
    RecordClinicalCheckHandler,
    RecordAccuracyCheckHandler,
    GetDispatchOrderHandler,
    RequestDocumentHandler,
    StartDocumentPrintHandler,
    RenderDocumentsHandler,
    ListDispatchOrdersHandler,
    ReadLabelHandler,
    GetPrintStatusHandler,
    ExportFulfilmentDataHandler,
    EraseFulfilmentDataHandler,
    PurgeSupplyRecordsHandler,
  ],
})
export class FulfilmentModule {}
