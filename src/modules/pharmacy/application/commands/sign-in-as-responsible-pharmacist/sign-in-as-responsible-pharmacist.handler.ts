import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { Clock } from '../../../../../shared/domain/clock';
import { AnotherPharmacistInChargeError, NotAPharmacistError } from '../../../domain/pharmacy.errors';
import { PharmacistProfile } from '../../../infrastructure/pharmacist-profile.entity';
import { ResponsiblePharmacistRecord } from '../../../infrastructure/responsible-pharmacist-record.entity';
import { responsiblePharmacistView, type ResponsiblePharmacistView } from '../../responsible-pharmacist-view';
import { SignInAsResponsiblePharmacistCommand } from './sign-in-as-responsible-pharmacist.command';

@CommandHandler(SignInAsResponsiblePharmacistCommand)
export class SignInAsResponsiblePharmacistHandler implements ICommandHandler<SignInAsResponsiblePharmacistCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: SignInAsResponsiblePharmacistCommand): Promise<ResponsiblePharmacistView> {
    const profile = await this.em.findOne(PharmacistProfile, { userId });
    if (!profile) throw new NotAPharmacistError('sign in as the responsible pharmacist');
    const open = await this.openSpell();
    if (open) return this.alreadyInCharge(open, userId);
    const record = this.em.create(ResponsiblePharmacistRecord, {
      pharmacistUserId: userId,
      pharmacistName: profile.fullName,
      gphcNumber: profile.gphcNumber,
      premisesGphcNumber: this.config.business.pharmacy.gphcPremisesNumber,
      signedInAt: this.clock.now(),
    });
    try {
      await this.em.flush();
      return responsiblePharmacistView(record);
    } catch (error) {
      // Two pharmacists pressed at once: the partial unique index let one spell open; answer as if this one came second.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      const winner = await this.openSpell();
      if (!winner) throw error;
      return this.alreadyInCharge(winner, userId);
    }
  }

  private openSpell(): Promise<ResponsiblePharmacistRecord | null> {
    return this.em.findOne(ResponsiblePharmacistRecord, { signedOutAt: null }, { refresh: true });
  }

  private alreadyInCharge(open: ResponsiblePharmacistRecord, userId: number): ResponsiblePharmacistView {
    if (open.pharmacistUserId !== userId) throw new AnotherPharmacistInChargeError(open.pharmacistName, open.gphcNumber);
    return responsiblePharmacistView(open);
  }
}
