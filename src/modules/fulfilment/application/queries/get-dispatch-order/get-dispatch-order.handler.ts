import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { ListMedicineSafeguardsQuery } from '../../../../catalogue';
import { GetPrescriptionQuery } from '../../../../prescribing';
import { ListSupplyAddOnsQuery } from '../../../../subscription';
import { dispatchReference } from '../../../domain/dispatch-reference';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { latestChecks } from '../../dispensing-check-view';
import { dispatchRow } from '../../dispatch-row';
import { DispatchOrderDetail, GetDispatchOrderQuery } from './get-dispatch-order.query';

/** Enough history for a pharmacist to see a pattern; older supplies are in the POM register. */
const EARLIER_SUPPLIES_SHOWN = 20;

@QueryHandler(GetDispatchOrderQuery)
export class GetDispatchOrderHandler implements IQueryHandler<GetDispatchOrderQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ itemId }: GetDispatchOrderQuery): Promise<DispatchOrderDetail | null> {
    const order = await this.em.findOne(FulfilmentOrder, { subscriptionItemId: itemId }, { populate: ['checks'] });
    if (!order) return null;
    const [prescription, earlier, addOns] = await readAll(this.em, [
      () => this.queries.execute(new GetPrescriptionQuery(order.subscriptionId, order.subscriptionItemId)),
      () => this.em.find(FulfilmentOrder, { userId: order.userId, status: 'shipped', id: { $ne: order.id } }, { populate: ['checks'], orderBy: { dispatchedOn: 'desc', id: 'desc' }, limit: EARLIER_SUPPLIES_SHOWN }),
      () => this.queries.execute(new ListSupplyAddOnsQuery([order.subscriptionItemId])),
    ]);
    if (!prescription) return null;
    // What the medicine asks beyond the questionnaire (an antibiotic, one that needs monitoring, not for pregnancy): the pharmacist weighs it in the check.
    const [medicine] = await this.queries.execute(new ListMedicineSafeguardsQuery([prescription.itemCode]));
    return {
      order: dispatchRow(order, addOns.get(order.subscriptionItemId)),
      patient_user_id: order.userId,
      prescription: {
        script_ref: prescription.scriptRef,
        prescribed_on: prescription.prescribedOn,
        expires_on: prescription.expiresOn,
        prescriber: `${prescription.prescriberName}, ${prescription.prescriberProfessionalBody} ${prescription.prescriberRegistrationNumber}`,
        patient_name: prescription.patientName,
        patient_birth_date: prescription.patientBirthDate,
        patient_address: prescription.patientAddress.replaceAll('\n', ', '),
        item_code: prescription.itemCode,
        medicine: prescription.medicineName,
        form: prescription.form,
        strength: prescription.strength,
        quantity: prescription.quantity,
        directions: prescription.directions,
        safeguards: medicine?.safeguards ?? [],
      },
      earlier_supplies: earlier.map((supply) => ({
        order_id: dispatchReference(supply.subscriptionItemId),
        treatment: supply.treatment,
        quantity: supply.quantity,
        dispatch_date: supply.dispatchedOn!,
        batch_number: latestChecks(supply.checks).accuracy?.batchNumber ?? null,
      })),
    };
  }
}
