import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { User } from './user.entity';

/** One emailed 6-digit code. Only its hash is kept. */
@Entity({ tableName: 'email_verification' })
export class EmailVerification {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ length: 128 })
  codeHash!: string;

  @TimestampProperty()
  expiresAt!: Date;

  @Property()
  failedAttempts: number = 0;

  @TimestampProperty({ nullable: true })
  consumedAt?: Date;

  @TimestampProperty()
  createdAt: Date = new Date();
}
