import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Role } from '../../../shared/auth/principal';
import { TimestampProperty } from '../../../shared/database/timestamps';

export const SEXES_AT_BIRTH = ['male', 'female'] as const;
export type SexAtBirth = (typeof SEXES_AT_BIRTH)[number];

/**
 * Staff search customers by the start of their email, first name, last name or full name
 * (SearchCustomerIdsQuery): one prefix index each, so a search stays a few index lookups at any size.
 */
@Entity({ tableName: 'users' })
@Index({ name: 'users_email_prefix_index', expression: 'create index "users_email_prefix_index" on "users" ("email" text_pattern_ops)' })
@Index({ name: 'users_first_name_prefix_index', expression: 'create index "users_first_name_prefix_index" on "users" (lower("first_name") text_pattern_ops)' })
@Index({ name: 'users_last_name_prefix_index', expression: 'create index "users_last_name_prefix_index" on "users" (lower("last_name") text_pattern_ops)' })
@Index({
  name: 'users_full_name_prefix_index',
  expression: `create index "users_full_name_prefix_index" on "users" (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops)`,
})
// The order-risk 'same person' lookup: the same name and date of birth under another account.
@Index({
  name: 'users_same_person_index',
  expression: `create index "users_same_person_index" on "users" ("birth_date", lower("first_name"), lower("last_name"))`,
})
export class User {
  @PrimaryKey()
  id!: number;

  /** Always trimmed and lower-cased before it gets here. */
  @Property({ length: 254 })
  @Unique()
  email!: string;

  @Property({ hidden: true, lazy: true })
  passwordHash!: string;

  @Enum({ items: ['customer', 'admin'], nativeEnumName: 'user_role', default: 'customer' })
  role: Role = 'customer';

  /** Legal first name ("name"/"fname" in the original). */
  @Property({ length: 100, nullable: true })
  firstName?: string;

  /** Legal last name ("surname"/"sname" in the original). */
  @Property({ length: 100, nullable: true })
  lastName?: string;

  @Property({ length: 30, nullable: true })
  mobile?: string;

  @Property({ length: 30, nullable: true })
  phone?: string;

  @Property({ type: 'date', nullable: true })
  birthDate?: string;

  @Enum({ items: [...SEXES_AT_BIRTH], nativeEnumName: 'sex_at_birth', nullable: true })
  sexAtBirth?: SexAtBirth;

  /** The staff's private note on the customer. */
  @Property({ type: 'text', nullable: true })
  note?: string;

  @Property({ length: 16 })
  @Unique()
  referralCode!: string;

  @TimestampProperty({ nullable: true })
  emailVerifiedAt?: Date;

  /**
   * Set when the account was erased at the patient's request (docs/data-rights-and-retention.md):
   * the person's details are gone, sign-in is impossible, and what the law makes us keep elsewhere
   * is restricted to that purpose and left out of staff searches.
   */
  @TimestampProperty({ nullable: true })
  restrictedAt?: Date;

  @TimestampProperty()
  @Index()
  createdAt: Date = new Date();

  @TimestampProperty({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
