import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Treatment } from './treatment.entity';

/** Loads treatments with their plans and items in one query, for the public pages. */
@Injectable()
export class TreatmentReader {
  constructor(private readonly em: EntityManager) {}

  all(): Promise<Treatment[]> {
    return this.em.find(Treatment, {}, { populate: ['plans.items'], orderBy: { position: 'asc' }, strategy: 'joined' });
  }

  bySlug(slug: string): Promise<Treatment | null> {
    return this.em.findOne(Treatment, { slug }, { populate: ['plans.items'], strategy: 'joined' });
  }
}

/** The supply a visitor is first sent: the first item of the first plan. */
export function firstItemOf(treatment: Treatment) {
  return treatment.plans.getItems()[0]?.items.getItems()[0];
}
