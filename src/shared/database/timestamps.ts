import { Property } from '@mikro-orm/core';

/** Every time is stored as timestamptz in UTC and shown in Europe/London. */
export const TimestampProperty = (options: { nullable?: boolean; onUpdate?: () => Date } = {}) =>
  Property({ type: 'datetime', columnType: 'timestamptz', ...options });
