import { Entity, PrimaryKey } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * A provider's card-updated event that retried failed renewals. Providers deliver an event
 * again until we answer, and a retry is a new charge attempt: each event retries once.
 */
@Entity({ tableName: 'handled_card_event' })
export class HandledCardEvent {
  /** evt_... at the provider. */
  @PrimaryKey({ length: 255 })
  eventId!: string;

  @TimestampProperty()
  handledAt: Date = new Date();
}
