import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { loadPracticeDirectory } from '../../../infrastructure/directory/practice-directory';
import { GpPractice } from '../../../infrastructure/gp-practice.entity';
import { SeedPracticeDirectoryCommand } from './seed-practice-directory.command';

@CommandHandler(SeedPracticeDirectoryCommand)
export class SeedPracticeDirectoryHandler implements ICommandHandler<SeedPracticeDirectoryCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<{ practices: number }> {
    const practices = await loadPracticeDirectory();
    const em = this.em.fork();
    // One statement per few hundred rows: at start-up this costs a few milliseconds.
    for (let start = 0; start < practices.length; start += 500) {
      const rows = practices.slice(start, start + 500).map((practice) => ({
        odsCode: practice.odsCode,
        name: practice.name,
        address: practice.addressLines.join('\n'),
        postcode: practice.postcode,
        email: practice.email,
      }));
      await em.upsertMany(GpPractice, rows);
    }
    return { practices: practices.length };
  }
}
