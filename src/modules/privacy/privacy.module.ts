import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccountEraser } from './application/account-eraser';
import { BuildDataExportHandler } from './application/commands/build-data-export/build-data-export.handler';
import { DecideErasureRequestHandler } from './application/commands/decide-erasure-request/decide-erasure-request.handler';
import { RequestDataExportHandler } from './application/commands/request-data-export/request-data-export.handler';
import { RequestErasureHandler } from './application/commands/request-erasure/request-erasure.handler';
import { SweepRetentionHandler } from './application/commands/sweep-retention/sweep-retention.handler';
import { PersonalDataCollector } from './application/personal-data';
import { GetDataRightsHandler } from './application/queries/get-data-rights/get-data-rights.handler';
import { ErasureRequestsForStaff } from './application/erasure-requests-for-staff';
import { ListErasureRequestsHandler } from './application/queries/list-erasure-requests/list-erasure-requests.handler';
import { OpenDataExportHandler } from './application/queries/open-data-export/open-data-export.handler';
import { PRIVACY_ENTITIES } from './privacy.entities';

/**
 * The patient's data rights (UK GDPR Art 15, 17) and the retention schedule: data-subject
 * requests and their tables, the export job, the erasure review and the retention sweep.
 * It owns no one else's data: it asks every context through that context's own queries and commands.
 */
@Module({
  imports: [MikroOrmModule.forFeature(PRIVACY_ENTITIES)],
  providers: [
    PersonalDataCollector,
    AccountEraser,
    ErasureRequestsForStaff,
    RequestDataExportHandler,
    BuildDataExportHandler,
    GetDataRightsHandler,
    OpenDataExportHandler,
    RequestErasureHandler,
    DecideErasureRequestHandler,
    ListErasureRequestsHandler,
    SweepRetentionHandler,
  ],
})
export class PrivacyModule {}
