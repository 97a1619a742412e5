import { Collection, Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/core';
import { Treatment } from './treatment.entity';
import { TreatmentItem } from './treatment-item.entity';
import { PublicData } from '../../../shared/public-reads/public-data.decorator';

/** An ordered sequence of items: the first is sent first, and the last repeats when the plan runs out. */
@PublicData()
@Entity({ tableName: 'treatment_plan' })
export class TreatmentPlan {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Treatment, { index: true })
  treatment!: Treatment;

  @Property({ length: 120 })
  name!: string;

  @Property({ default: 0 })
  position: number = 0;

  @OneToMany(() => TreatmentItem, (item) => item.plan, { orderBy: { position: 'asc' } })
  items = new Collection<TreatmentItem>(this);
}
