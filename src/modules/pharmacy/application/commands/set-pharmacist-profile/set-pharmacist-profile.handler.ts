import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FindUserByEmailQuery } from '../../../../identity';
import { NotAStaffAccountError } from '../../../domain/pharmacy.errors';
import { PharmacistProfile } from '../../../infrastructure/pharmacist-profile.entity';
import { SetPharmacistProfileCommand } from './set-pharmacist-profile.command';

@CommandHandler(SetPharmacistProfileCommand)
export class SetPharmacistProfileHandler implements ICommandHandler<SetPharmacistProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ email, details }: SetPharmacistProfileCommand): Promise<void> {
    const staff = await this.queries.execute(new FindUserByEmailQuery(email, 'admin'));
    if (!staff) throw new NotAStaffAccountError(email);
    const profile = (await this.em.findOne(PharmacistProfile, { userId: staff.id })) ?? this.em.create(PharmacistProfile, { userId: staff.id, ...details, createdAt: new Date() });
    Object.assign(profile, details);
    await this.em.flush();
  }
}
