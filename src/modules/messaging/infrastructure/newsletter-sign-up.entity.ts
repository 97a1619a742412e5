import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** An early-access sign-up from the site footer. */
@Entity({ tableName: 'newsletter_sign_up' })
export class NewsletterSignUp {
  @PrimaryKey()
  id!: number;

  @Property({ length: 254 })
  @Unique()
  email!: string;

  @TimestampProperty()
  createdAt: Date = new Date();
}
