import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { GetPrescriptionQuery } from '../../../../prescribing';
import { packExpired, sameProductCode } from '../../../domain/dispensing-checks';
import { ClinicalCheckFirstError, ExpiredPackError, NotApprovedError, WrongProductError } from '../../../domain/fulfilment.errors';
import { DispensingCheck } from '../../../infrastructure/dispensing-check.entity';
import { pharmacistAndOpenOrder } from '../../checked-order';
import { dispensingCheckView, latestChecks, type DispensingCheckView } from '../../dispensing-check-view';
import { RecordAccuracyCheckCommand } from './record-accuracy-check.command';

@CommandHandler(RecordAccuracyCheckCommand)
export class RecordAccuracyCheckHandler implements ICommandHandler<RecordAccuracyCheckCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ itemId, pharmacistUserId, pack }: RecordAccuracyCheckCommand): Promise<DispensingCheckView> {
    return this.em.transactional(async (em) => {
      const { pharmacist, order } = await pharmacistAndOpenOrder(em, this.queries, itemId, pharmacistUserId, 'record an accuracy check');
      if (!latestChecks(order.checks).clinical) throw new ClinicalCheckFirstError();
      const prescription = await this.queries.execute(new GetPrescriptionQuery(order.subscriptionId, order.subscriptionItemId));
      if (!prescription) throw new NotApprovedError();
      if (!sameProductCode(pack.productCode, prescription.itemCode)) throw new WrongProductError(pack.productCode.trim(), prescription.itemCode);
      const now = this.clock.now();
      if (packExpired(pack.expiresOn, ukCalendarDate(now))) throw new ExpiredPackError(pack.expiresOn);

      const check = em.create(DispensingCheck, {
        order,
        kind: 'accuracy',
        pharmacistUserId,
        pharmacistName: pharmacist.full_name,
        pharmacistGphcNumber: pharmacist.gphc_number,
        // Stored as prescribed: the pack matched it.
        productCode: prescription.itemCode,
        batchNumber: pack.batchNumber,
        expiresOn: pack.expiresOn,
        checkedAt: now,
      });
      return dispensingCheckView(check);
    });
  }
}
