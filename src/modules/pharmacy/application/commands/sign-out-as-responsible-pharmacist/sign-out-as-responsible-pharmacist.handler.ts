import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { NotAPharmacistError, NotInChargeError } from '../../../domain/pharmacy.errors';
import { PharmacistProfile } from '../../../infrastructure/pharmacist-profile.entity';
import { ResponsiblePharmacistRecord } from '../../../infrastructure/responsible-pharmacist-record.entity';
import { responsiblePharmacistView, type ResponsiblePharmacistView } from '../../responsible-pharmacist-view';
import { SignOutAsResponsiblePharmacistCommand } from './sign-out-as-responsible-pharmacist.command';

@CommandHandler(SignOutAsResponsiblePharmacistCommand)
export class SignOutAsResponsiblePharmacistHandler implements ICommandHandler<SignOutAsResponsiblePharmacistCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: SignOutAsResponsiblePharmacistCommand): Promise<ResponsiblePharmacistView> {
    if (!(await this.em.count(PharmacistProfile, { userId }))) throw new NotAPharmacistError('sign out as the responsible pharmacist');
    const open = await this.em.findOne(ResponsiblePharmacistRecord, { pharmacistUserId: userId, signedOutAt: null });
    if (!open) throw new NotInChargeError();
    const signedOutAt = this.clock.now();
    // Only while still open: of a double click, one signs out and the other is told there is nothing to sign out of.
    const closed = await this.em.nativeUpdate(ResponsiblePharmacistRecord, { id: open.id, signedOutAt: null }, { signedOutAt });
    if (closed === 0) throw new NotInChargeError();
    // A copy, not the managed entity: a later flush must not write the row again (the database would refuse).
    return responsiblePharmacistView({ ...open, signedOutAt });
  }
}
