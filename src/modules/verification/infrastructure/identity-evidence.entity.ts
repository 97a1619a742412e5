import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { EvidenceKind } from '../domain/evidence-kind';

/** A photo given for an identity check (local capture): re-encoded without metadata, in private storage. */
@Entity({ tableName: 'identity_evidence' })
@Index({ properties: ['userId', 'uploadedAt'] })
export class IdentityEvidence {
  /** Random: the address of the photo reveals nothing. */
  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @Property()
  userId!: number;

  /** Set once the photos are sent for checking. */
  @Property({ nullable: true })
  @Index()
  checkId?: number;

  @Property({ length: 10 })
  kind!: EvidenceKind;

  @Property({ length: 200 })
  storagePath!: string;

  @Property({ length: 40 })
  contentType!: string;

  @Property()
  byteSize!: number;

  @TimestampProperty()
  uploadedAt!: Date;
}
