import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListPatientSuppliesQuery, PatientSupply } from './list-patient-supplies.query';

/** Indexes: prescription (patient_user_id), prescription_supply (prescription_id), prescription_line's key. */
@QueryHandler(ListPatientSuppliesQuery)
export class ListPatientSuppliesHandler implements IQueryHandler<ListPatientSuppliesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ patientUserId }: ListPatientSuppliesQuery): Promise<PatientSupply[]> {
    const rows = await this.em.getConnection().execute<{ subscription_id: number; subscription_item_id: number; medicine_name: string; supplied_on: string; min_interval_days: number }[]>(
      `select p.subscription_id, s.subscription_item_id, l.medicine_name, to_char(s.supplied_on, 'YYYY-MM-DD') as supplied_on, l.min_interval_days
         from prescription p
         join prescription_supply s on s.prescription_id = p.id
         join prescription_line l on l.id = s.line_id
        where p.patient_user_id = ?
        order by s.supplied_on desc, s.id desc limit 200`,
      [patientUserId],
    );
    return rows.map((row) => ({
      subscriptionId: row.subscription_id,
      subscriptionItemId: row.subscription_item_id,
      medicine: row.medicine_name,
      suppliedOn: row.supplied_on,
      minIntervalDays: row.min_interval_days,
    }));
  }
}
