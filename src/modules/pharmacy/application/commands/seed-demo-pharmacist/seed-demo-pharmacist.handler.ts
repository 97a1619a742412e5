import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PharmacistProfile } from '../../../infrastructure/pharmacist-profile.entity';
import { DEMO_PHARMACIST, SeedDemoPharmacistCommand } from './seed-demo-pharmacist.command';

@CommandHandler(SeedDemoPharmacistCommand)
export class SeedDemoPharmacistHandler implements ICommandHandler<SeedDemoPharmacistCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: SeedDemoPharmacistCommand): Promise<void> {
    if (await this.em.count(PharmacistProfile, { userId })) return;
    this.em.persist(Object.assign(new PharmacistProfile(), { userId, ...DEMO_PHARMACIST }));
    await this.em.flush();
  }
}
