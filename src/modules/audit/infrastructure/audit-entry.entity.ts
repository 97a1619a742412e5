import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { AuditChange } from '../domain/audit-record';

/**
 * One recorded action, never changed or removed: the database refuses UPDATE and DELETE
 * on this table (see the migration), so the history stays what it was.
 */
@Entity({ tableName: 'audit_entry' })
@Index({ properties: ['subscriptionId', 'occurredAt'] })
@Index({ properties: ['customerId', 'occurredAt'] })
export class AuditEntry {
  @PrimaryKey()
  id!: number;

  @TimestampProperty()
  occurredAt: Date = new Date();

  /** The user who acted (identity context), by id; null for the system. */
  @Property({ nullable: true })
  actorId?: number;

  @Property({ length: 80 })
  action!: string;

  @Property({ length: 300 })
  summary!: string;

  @Property({ nullable: true })
  customerId?: number;

  @Property({ nullable: true })
  subscriptionId?: number;

  @Property({ length: 80 })
  subject!: string;

  @Property({ type: 'json' })
  changes: AuditChange[] = [];
}
