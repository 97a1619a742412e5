import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { DispensingCheck } from '../../../infrastructure/dispensing-check.entity';
import { pharmacistAndOpenOrder } from '../../checked-order';
import { dispensingCheckView, type DispensingCheckView } from '../../dispensing-check-view';
import { RecordClinicalCheckCommand } from './record-clinical-check.command';

@CommandHandler(RecordClinicalCheckCommand)
export class RecordClinicalCheckHandler implements ICommandHandler<RecordClinicalCheckCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ itemId, pharmacistUserId }: RecordClinicalCheckCommand): Promise<DispensingCheckView> {
    return this.em.transactional(async (em) => {
      const { pharmacist, order } = await pharmacistAndOpenOrder(em, this.queries, itemId, pharmacistUserId, 'record a clinical check');
      const check = em.create(DispensingCheck, {
        order,
        kind: 'clinical',
        pharmacistUserId,
        pharmacistName: pharmacist.full_name,
        pharmacistGphcNumber: pharmacist.gphc_number,
        checkedAt: this.clock.now(),
      });
      return dispensingCheckView(check);
    });
  }
}
