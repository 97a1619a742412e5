import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { User } from './user.entity';

/** One single-use recovery code, shown once at enrolment. Only its keyed hash is kept; a used one is burnt. */
@Entity({ tableName: 'staff_recovery_code' })
@Index({ properties: ['user', 'codeHash'] })
export class StaffRecoveryCode {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ length: 64 })
  codeHash!: string;

  @TimestampProperty({ nullable: true })
  usedAt?: Date;

  @TimestampProperty()
  createdAt: Date = new Date();
}
