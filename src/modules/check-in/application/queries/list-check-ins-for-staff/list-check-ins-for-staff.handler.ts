import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { BaselinePhoto } from '../../baseline-photo';
import { CheckIn } from '../../../infrastructure/check-in.entity';
import { viewCheckIn } from '../../check-in-view';
import { ListCheckInsForStaffQuery, StaffCheckIns } from './list-check-ins-for-staff.query';

@QueryHandler(ListCheckInsForStaffQuery)
export class ListCheckInsForStaffHandler implements IQueryHandler<ListCheckInsForStaffQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly baseline: BaselinePhoto,
    private readonly commands: CommandBus,
  ) {}

  async execute({ subscriptionId, staffUserId }: ListCheckInsForStaffQuery): Promise<StaffCheckIns> {
    const checkIns = await this.em.find(CheckIn, { subscriptionId }, { orderBy: { id: 'desc' } });
    if (!checkIns.length) return { check_ins: [], baseline_photo_url: null };
    const userId = checkIns[0].userId;
    // Health answers read by staff are part of the record's history, like the photos themselves.
    await this.commands.execute(
      new RecordAuditEntryCommand({ actorId: staffUserId, action: 'check-in.viewed', summary: 'Viewed the check-in answers and photos', customerId: userId, subscriptionId, subject: `check_in:${checkIns[0].id}`, changes: [] }),
    );
    await this.em.flush();
    return { check_ins: checkIns.map(viewCheckIn), baseline_photo_url: await this.baseline.urlFor(userId) };
  }
}
