import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { CheckInAnswerRow } from '../domain/check-in-answers';
import { CHECK_IN_LIFECYCLE, CHECK_IN_STATUSES, type CheckInStatus } from '../domain/check-in.state-machine';

/** A photo sent with a check-in: a progress photo (consultation context), by id and its authorised link. */
export interface CheckInPhoto {
  id: string;
  url: string;
}

/**
 * The follow-up asked before a later supply of one prescription (issue 19): one per
 * subscription and prescription, so a new prescription (a changed formula) gets its own.
 */
@Entity({ tableName: 'check_in' })
@Unique({ properties: ['subscriptionId', 'prescriptionId'] })
@Index({ properties: ['userId', 'status'] })
export class CheckIn {
  @PrimaryKey()
  id!: number;

  /** The subscription (subscription context), by id. */
  @Property()
  subscriptionId!: number;

  /** The patient (identity context), by id. */
  @Property()
  userId!: number;

  /** The prescription (prescribing context) whose supply it comes before, by id. */
  @Property()
  prescriptionId!: number;

  @Property({ length: 60 })
  condition!: string;

  @Property({ length: 200 })
  treatment!: string;

  /** The supply it comes before ('3' of the prescription). */
  @Property()
  supplyNumber!: number;

  @Enum({ items: [...CHECK_IN_STATUSES], nativeEnumName: 'check_in_status' })
  readonly status: CheckInStatus = CHECK_IN_LIFECYCLE.initial;

  @Property({ type: 'date' })
  openedOn!: string;

  /** The last day the renewal waits for the answers; from then on the team is asked and the supply goes ahead. */
  @Property({ type: 'date' })
  waitUntil!: string;

  /** The day the team was asked to follow up an unanswered check-in (shown on the subscription detail). */
  @Property({ type: 'date', nullable: true })
  teamAskedOn?: string | null;

  @Property()
  questionnaireVersion: number = 1;

  @Property({ type: 'jsonb' })
  answers: CheckInAnswerRow[] = [];

  @Property({ type: 'jsonb' })
  photos: CheckInPhoto[] = [];

  /** Answers a prescriber must read before the next supply (worse, severe side effects, pregnancy). */
  @Property()
  needsPrescriber: boolean = false;

  @Property({ nullable: true })
  answeredAt?: Date;

  @Property({ nullable: true })
  decidedByUserId?: number;

  @Property({ nullable: true })
  decidedAt?: Date;

  /** Continue: nothing; pause: the message sent to the patient; adjust: the new prescription. */
  @Property({ type: 'text', nullable: true })
  decisionNote?: string;

  @TimestampProperty()
  createdAt: Date = new Date();
}
