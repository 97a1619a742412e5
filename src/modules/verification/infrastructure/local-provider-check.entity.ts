import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** The local verifier's own record of a check, as Onfido keeps one on its side: what it decided, read back when its webhook arrives. */
@Entity({ tableName: 'local_provider_check' })
export class LocalProviderCheck {
  @PrimaryKey({ length: 100 })
  id!: string;

  @Property({ length: 100 })
  applicantId!: string;

  @Property({ length: 20 })
  status!: string;

  @Property({ length: 20, nullable: true })
  result?: string;

  @Property({ length: 20, nullable: true })
  documentSubResult?: string;

  @TimestampProperty({ nullable: true })
  completedAt?: Date;
}
