import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121054503_Initial } from './Migration20261121054503_Initial';
import { Migration20261121073000_ConsultationsAndProposals } from './Migration20261121073000_ConsultationsAndProposals';

/** Every migration, oldest first. Written by `npm run migration:create`. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121054503_Initial', class: Migration20261121054503_Initial },
  { name: 'Migration20261121073000_ConsultationsAndProposals', class: Migration20261121073000_ConsultationsAndProposals },
];
