import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PrescriberProfile } from '../../../infrastructure/prescriber-profile.entity';
import { PrescriptionSigner } from '../../../infrastructure/prescription-signer';
import { DEMO_PRESCRIBER, SeedDemoPrescriberCommand } from './seed-demo-prescriber.command';

@CommandHandler(SeedDemoPrescriberCommand)
export class SeedDemoPrescriberHandler implements ICommandHandler<SeedDemoPrescriberCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signer: PrescriptionSigner,
  ) {}

  async execute({ userId }: SeedDemoPrescriberCommand): Promise<void> {
    if (await this.em.count(PrescriberProfile, { userId })) return;
    this.em.persist(Object.assign(new PrescriberProfile(), { userId, ...DEMO_PRESCRIBER }));
    await this.signer.currentKey(userId);
    await this.em.flush();
  }
}
