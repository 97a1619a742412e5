import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { addCalendarDays } from '../../../../../shared/domain/calendar-date';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { GetPatientDetailsQuery } from '../../../../identity';
import { checkInGate } from '../../../domain/check-in-gate';
import { CheckIn } from '../../../infrastructure/check-in.entity';
import { GateRenewalOnCheckInCommand } from './gate-renewal-on-check-in.command';

@CommandHandler(GateRenewalOnCheckInCommand)
export class GateRenewalOnCheckInHandler implements ICommandHandler<GateRenewalOnCheckInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async execute({ supply }: GateRenewalOnCheckInCommand): Promise<'go' | 'hold'> {
    const beforeSupply = this.config.get('CHECK_IN_BEFORE_SUPPLY');
    if (beforeSupply < 1 || supply.supplyNumber < beforeSupply) return 'go';
    const checkIn = await this.em.findOne(CheckIn, { subscriptionId: supply.subscriptionId, prescriptionId: supply.prescriptionId });
    switch (checkInGate({ supplyNumber: supply.supplyNumber, beforeSupply, today: supply.today, checkIn: checkIn ?? undefined })) {
      case 'not-needed':
      case 'go':
        return 'go';
      case 'hold':
        return 'hold';
      case 'open-and-hold':
        await this.open(supply);
        return 'hold';
      case 'ask-team-and-go':
        // The wait is over: the team follows it up (a flag on the subscription's Check-in panel) and the supply goes ahead.
        checkIn!.teamAskedOn = supply.today;
        return 'go';
    }
  }

  private async open(supply: GateRenewalOnCheckInGateSupply): Promise<void> {
    const waitUntil = addCalendarDays(supply.today, this.config.get('CHECK_IN_WAIT_DAYS'));
    this.em.persist(
      Object.assign(new CheckIn(), {
        subscriptionId: supply.subscriptionId,
        userId: supply.userId,
        prescriptionId: supply.prescriptionId,
        condition: supply.condition,
        treatment: supply.treatment,
        supplyNumber: supply.supplyNumber,
        openedOn: supply.today,
        waitUntil,
      }),
    );
    const patient = await this.queries.execute(new GetPatientDetailsQuery(supply.userId));
    if (!patient) return;
    addToOutbox(this.em, JobName.SendEmail, {
      to: patient.email,
      template: 'check-in-requested',
      data: { firstName: patient.firstName, treatment: supply.treatment, checkInUrl: `${this.config.get('APP_URL')}/v2/profile/check-in`, days: String(this.config.get('CHECK_IN_WAIT_DAYS')) },
    });
  }
}

type GateRenewalOnCheckInGateSupply = GateRenewalOnCheckInCommand['supply'];
