import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RecordAuditEntryHandler } from './application/commands/record-audit-entry/record-audit-entry.handler';
import { ListAuditEntriesHandler } from './application/queries/list-audit-entries/list-audit-entries.handler';
import { ExportAuditTrailHandler } from './application/queries/export-audit-trail/export-audit-trail.handler';
import { AUDIT_ENTITIES } from './audit.entities';

/** The append-only record of who changed what, for every context to write through RecordAuditEntryCommand. */
@Module({
  imports: [MikroOrmModule.forFeature(AUDIT_ENTITIES)],
  providers: [RecordAuditEntryHandler, ListAuditEntriesHandler, ExportAuditTrailHandler],
})
export class AuditModule {}
