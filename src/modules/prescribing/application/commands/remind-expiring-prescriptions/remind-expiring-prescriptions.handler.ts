import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { GetPatientDetailsQuery } from '../../../../identity';
import { GetSubscriptionForReviewQuery } from '../../../../subscription';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { EXPIRY_NOTICE_DAYS, RemindExpiringPrescriptionsCommand } from './remind-expiring-prescriptions.command';

const BATCH = 200;
const RUNNING = ['active', 'shipping', 'processing'];

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ukDate = (date: string) => date.split('-').reverse().join('/');

@CommandHandler(RemindExpiringPrescriptionsCommand)
export class RemindExpiringPrescriptionsHandler implements ICommandHandler<RemindExpiringPrescriptionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ today }: RemindExpiringPrescriptionsCommand): Promise<{ reminded: number }> {
    const due = await this.em.find(
      Prescription,
      { expiresOn: { $gte: today, $lte: addDays(today, EXPIRY_NOTICE_DAYS) }, expiryReminderSentAt: null },
      { orderBy: { id: 'asc' }, limit: BATCH },
    );
    let reminded = 0;
    for (const prescription of due) {
      // Marked either way: a cancelled treatment is not reminded later either.
      prescription.expiryReminderSentAt = this.clock.now();
      const subscription = await this.queries.execute(new GetSubscriptionForReviewQuery(prescription.subscriptionId));
      const patient = await this.queries.execute(new GetPatientDetailsQuery(prescription.patientUserId));
      if (!patient || !subscription || !RUNNING.includes(subscription.status)) continue;
      addToOutbox(this.em, JobName.SendEmail, {
        to: patient.email,
        template: 'prescription-expiring',
        data: { firstName: patient.firstName, treatment: prescription.medicineName, expiresOn: ukDate(prescription.expiresOn) },
      });
      reminded++;
    }
    await this.em.flush();
    return { reminded };
  }
}
