import { EntityManager } from '@mikro-orm/postgresql';
import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { isPublicData } from './public-data.decorator';
import { PublicDataVersion } from './public-data-version';

/**
 * Bumps the public data version after every committed flush that changed a `@PublicData()`
 * entity, whichever command (or test, or script) made it: a staff price edit, a prescriber
 * profile, a pharmacist signing in as responsible pharmacist. A flush inside a longer
 * transaction bumps once that transaction commits, so no process reloads the old rows
 * in between and keeps them.
 */
@Injectable()
export class PublicDataWatch implements EventSubscriber, OnModuleInit {
  /** A public data change flushed inside a transaction that has not committed yet. */
  private changedInTransaction = false;

  constructor(
    private readonly em: EntityManager,
    private readonly version: PublicDataVersion,
  ) {}

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    if (![...uow.getChangeSets()].some((changeSet) => isPublicData(changeSet.entity))) return;
    if (em.isInTransaction()) this.changedInTransaction = true;
    else await this.version.bump();
  }

  async afterTransactionCommit(): Promise<void> {
    if (!this.changedInTransaction) return;
    this.changedInTransaction = false;
    await this.version.bump();
  }
}
