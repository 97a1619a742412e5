import { MikroORM } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SeedPracticeDirectoryCommand } from '../../src/modules/general-practice';
import { createTestApp } from '../support/test-app';

/** Issue 20: the shipped GP directory is loaded at a start only when its file changed. */
let app: NestExpressApplication;
const sql = (query: string) => app.get(MikroORM).em.getConnection().execute(query);

beforeAll(async () => {
  app = await createTestApp(); // its start has loaded the directory, or found it loaded
});
afterAll(async () => {
  await app.close();
});

describe('the GP practice directory at start', () => {
  it('is not loaded again while the file is the one last loaded', async () => {
    expect(await app.get(CommandBus).execute(new SeedPracticeDirectoryCommand())).toEqual({ practices: 0 });
    const [load] = await sql('select checksum, practices from gp_directory_load');
    expect(load).toEqual({ checksum: expect.stringMatching(/^[0-9a-f]{64}$/), practices: 821 });
  });

  it('is loaded when the file differs from the one last loaded, and its checksum recorded', async () => {
    await sql(`update gp_directory_load set checksum = repeat('0', 64)`);
    await sql(`update gp_practice set name = 'Renamed by hand' where ods_code = 'E87012'`);
    expect(await app.get(CommandBus).execute(new SeedPracticeDirectoryCommand())).toEqual({ practices: 821 });
    const [practice] = await sql(`select name from gp_practice where ods_code = 'E87012'`);
    expect(practice.name).not.toBe('Renamed by hand');
    expect(await sql('select count(*)::int as loads from gp_directory_load where checksum <> repeat(\'0\', 64)')).toEqual([{ loads: 1 }]);
  });
});
