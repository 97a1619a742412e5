import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { User } from './user.entity';

@Entity({ tableName: 'address' })
// The order-risk 'same address' lookup (domain/address-key.ts): postcode without spaces, first line lower-cased.
@Index({
  name: 'address_same_address_index',
  expression: `create index "address_same_address_index" on "address" (upper(replace("postcode", ' ', '')), lower(btrim("address1")))`,
})
export class Address {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 30 })
  contactNo!: string;

  @Property({ length: 200 })
  address1!: string;

  @Property({ length: 200, nullable: true })
  address2?: string;

  @Property({ length: 100 })
  city!: string;

  @Property({ length: 10 })
  postcode!: string;

  @TimestampProperty()
  createdAt: Date = new Date();

  @TimestampProperty({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
