import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { RecordAuditEntryCommand } from '../../../../audit';
import { scriptRef } from '../../../domain/register-row';
import { totalAuthorised } from '../../../domain/supply-authority';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { PrescriptionLine } from '../../../infrastructure/prescription-line.entity';
import { PrescriptionSupply } from '../../../infrastructure/prescription-supply.entity';
import { GetPrescriptionSummaryQuery, PrescriptionSummary } from './get-prescription-summary.query';

@QueryHandler(GetPrescriptionSummaryQuery)
export class GetPrescriptionSummaryHandler implements IQueryHandler<GetPrescriptionSummaryQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ subscriptionId, viewedByUserId }: GetPrescriptionSummaryQuery): Promise<PrescriptionSummary | null> {
    const [current, ...earlier] = await this.em.find(Prescription, { subscriptionId }, { orderBy: { id: 'desc' } });
    if (!current) return null;
    const [lines, supplies] = await readAll(this.em, [
      () => this.em.find(PrescriptionLine, { prescriptionId: current.id }, { orderBy: { lineNumber: 'asc' } }),
      () => this.em.find(PrescriptionSupply, { prescriptionId: current.id }),
    ]);
    // A prescription is health data: every look at one is on the audit trail.
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: viewedByUserId,
        action: 'prescribing.prescription.viewed',
        summary: `Viewed the prescription ${scriptRef(current.id)}`,
        customerId: current.patientUserId,
        subscriptionId,
        subject: `prescription:${current.id}`,
      }),
    );
    await this.em.flush();
    return {
      scriptRef: scriptRef(current.id),
      prescribedOn: current.prescribedOn,
      expiresOn: current.expiresOn,
      prescriberName: current.prescriberName,
      lines: lines.map((line) => ({
        itemCode: line.itemCode,
        medicineName: line.medicineName,
        strength: line.strength,
        quantity: line.quantity,
        directions: line.directions,
        suppliesAuthorised: line.suppliesAuthorised,
        suppliesMade: supplies.filter((supply) => supply.lineId === line.id).length,
        minIntervalDays: line.minIntervalDays,
      })),
      suppliesAuthorised: totalAuthorised(lines),
      suppliesMade: supplies.length,
      earlier: earlier.map((prescription) => scriptRef(prescription.id)),
    };
  }
}
