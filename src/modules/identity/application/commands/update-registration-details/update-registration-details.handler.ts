import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RegistrationNotInProgressError } from '../../../domain/identity.errors';
import { PendingRegistration } from '../../../infrastructure/pending-registration.entity';
import { User } from '../../../infrastructure/user.entity';
import { RegistrationAgeCheck } from '../../registration-age-check';
import { UpdateRegistrationDetailsCommand } from './update-registration-details.command';

@CommandHandler(UpdateRegistrationDetailsCommand)
export class UpdateRegistrationDetailsHandler implements ICommandHandler<UpdateRegistrationDetailsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly ageCheck: RegistrationAgeCheck,
  ) {}

  async execute({ target, details, consultationType }: UpdateRegistrationDetailsCommand): Promise<void> {
    if (details.birthDate) this.ageCheck.assertAllowed(details.birthDate, consultationType);
    const record =
      'pendingRegistrationId' in target ? await this.em.findOne(PendingRegistration, target.pendingRegistrationId) : await this.em.findOne(User, target.userId);
    // A pending registration is gone once any session verified the address.
    if (!record) throw new RegistrationNotInProgressError();
    const { phone, ...rest } = details;
    // Only the fields that were sent change; undefined leaves a stored value alone.
    for (const [field, value] of Object.entries({ ...rest, mobile: phone })) {
      if (value !== undefined) Object.assign(record, { [field]: value });
    }
    await this.em.flush();
  }
}
