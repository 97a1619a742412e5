import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { SEXES_AT_BIRTH, type SexAtBirth } from './user.entity';

/**
 * A sign-up that waits for its emailed code. It belongs to the browser session that
 * started it (the session holds its id), and it is not an account: nothing is written
 * to `users` until the code is entered in that same session. Several sessions may each
 * hold one for the same address; the first to verify creates the account.
 */
@Entity({ tableName: 'pending_registration' })
export class PendingRegistration {
  @PrimaryKey()
  id!: number;

  /** Trimmed and lower-cased. Not unique: see above. */
  @Property({ length: 254 })
  @Index()
  email!: string;

  @Property({ hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ length: 30, nullable: true })
  mobile?: string;

  @Property({ type: 'date' })
  birthDate!: string;

  @Enum({ items: [...SEXES_AT_BIRTH], nativeEnumName: 'sex_at_birth' })
  sexAtBirth!: SexAtBirth;

  @TimestampProperty()
  @Index()
  createdAt: Date = new Date();

  @TimestampProperty({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
