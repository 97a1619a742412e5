import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { RegistrationAgeCheck } from '../../registration-age-check';
import { UpdateRegistrationDetailsCommand } from './update-registration-details.command';

@CommandHandler(UpdateRegistrationDetailsCommand)
export class UpdateRegistrationDetailsHandler implements ICommandHandler<UpdateRegistrationDetailsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly ageCheck: RegistrationAgeCheck,
  ) {}

  async execute({ userId, details, consultationType }: UpdateRegistrationDetailsCommand): Promise<void> {
    if (details.birthDate) this.ageCheck.assertAllowed(details.birthDate, consultationType);
    const user = await this.em.findOneOrFail(User, userId);
    const { phone, ...rest } = details;
    // Only the fields that were sent change; undefined leaves a stored value alone.
    for (const [field, value] of Object.entries({ ...rest, mobile: phone })) {
      if (value !== undefined) Object.assign(user, { [field]: value });
    }
    await this.em.flush();
  }
}
