import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { readPracticeDirectoryFile } from '../../../infrastructure/directory/practice-directory';
import { GpDirectoryLoad } from '../../../infrastructure/gp-directory-load.entity';
import { GpPractice } from '../../../infrastructure/gp-practice.entity';
import { SeedPracticeDirectoryCommand } from './seed-practice-directory.command';

@CommandHandler(SeedPracticeDirectoryCommand)
export class SeedPracticeDirectoryHandler implements ICommandHandler<SeedPracticeDirectoryCommand> {
  constructor(private readonly em: EntityManager) {}

  /**
   * Loads the shipped file only when its checksum differs from the last one loaded: every start
   * runs this, and on an unchanged file it is one primary-key read instead of 821 upserts.
   * The practices and the checksum are written in one transaction, so a load cut short is
   * simply done again at the next start.
   */
  async execute(): Promise<{ practices: number }> {
    const file = await readPracticeDirectoryFile();
    const em = this.em.fork();
    if (await em.findOne(GpDirectoryLoad, { checksum: file.checksum })) return { practices: 0 };
    const practices = file.practices();
    await em.transactional(async (tx) => {
      // One statement per few hundred rows.
      for (let start = 0; start < practices.length; start += 500) {
        const rows = practices.slice(start, start + 500).map((practice) => ({
          odsCode: practice.odsCode,
          name: practice.name,
          address: practice.addressLines.join('\n'),
          postcode: practice.postcode,
          email: practice.email,
        }));
        await tx.upsertMany(GpPractice, rows);
      }
      await tx.nativeDelete(GpDirectoryLoad, {});
      await tx.insert(GpDirectoryLoad, { checksum: file.checksum, practices: practices.length, loadedAt: new Date() });
    });
    return { practices: practices.length };
  }
}
