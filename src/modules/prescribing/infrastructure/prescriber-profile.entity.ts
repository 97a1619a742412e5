import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { PublicData } from '../../../shared/public-reads/public-data.decorator';

/** A user who may prescribe: only they can approve a treatment. Printed on every prescription they write. */
@PublicData()
@Entity({ tableName: 'prescriber_profile' })
export class PrescriberProfile {
  @PrimaryKey()
  id!: number;

  /** The staff user (identity context), by id. */
  @Property()
  @Unique()
  userId!: number;

  /** As on the professional register, e.g. 'Dr Amelia Hart'. */
  @Property({ length: 160 })
  fullName!: string;

  /** GMC, GPhC or NMC. */
  @Property({ length: 20 })
  professionalBody!: string;

  @Property({ length: 20 })
  registrationNumber!: string;

  /** The practice address printed on prescriptions, lines separated by newlines. */
  @Property({ type: 'text' })
  practiceAddress!: string;

  /**
   * Their entry on /meet-the-team (the catalogue's editorial bio and photo, keyed by this slug); null keeps
   * them off that page. The page prints the name and registration from this profile, never its own copy.
   */
  @Property({ length: 60, nullable: true })
  @Unique()
  teamPageSlug?: string | null;

  @TimestampProperty()
  createdAt: Date = new Date();
}
