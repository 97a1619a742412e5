import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { RequestValidationError } from '../../../shared/http/request-validation';
import { GetPeopleByIdQuery } from '../../identity';
import { ListAuditEntriesQuery } from '../application/queries/list-audit-entries/list-audit-entries.query';
import { AuditEntryView, AuditHistoryRequest } from './dto/audit.dto';

/** The history staff read on a subscription or a customer: who changed what, when, from and to. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/data/audit')
export class AuditHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ type: [AuditEntryView] })
  async history(@Query() request: AuditHistoryRequest): Promise<AuditEntryView[]> {
    const about = request.subscription_id
      ? { subscriptionId: request.subscription_id }
      : request.user_id
        ? { customerId: request.user_id }
        : request.subject
          ? { subject: request.subject }
          : undefined;
    if (!about) throw new RequestValidationError('Say whose history: subscription_id, user_id or subject.', { subscription_id: ['Say whose history: subscription_id, user_id or subject.'] });
    const entries = await this.queries.execute(new ListAuditEntriesQuery(about));
    const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])))];
    const names = await this.queries.execute(new GetPeopleByIdQuery(actorIds));
    return entries.map(({ actorId, ...entry }) => ({ ...entry, actor: actorId ? (names[actorId]?.name ?? `User #${actorId}`) : 'System' }));
  }
}
