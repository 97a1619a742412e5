import { Collection, Entity, Enum, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { Answers, ClinicalFlag } from '../domain/questionnaire';
import { ConsultationPhoto } from './consultation-photo.entity';

export const CONSULTATION_STATUSES = ['draft', 'submitted'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** One row of a submission as the prescriber reads it (spec §3 Consultation submission). */
export interface SubmittedField {
  field_name: string;
  field_type: 'text' | 'checkbox' | 'images';
  /** Text as given (choices as their labels); checkbox '1' or '0'; images a JSON list of stored paths. */
  field_value: string;
}

/**
 * A patient's answers to one questionnaire: saved as a draft while they fill it in,
 * then frozen on submission with the wording they saw and the flags it raised.
 */
@Entity({ tableName: 'consultation' })
@Index({ properties: ['userId', 'type', 'status'] })
export class Consultation {
  @PrimaryKey()
  id!: number;

  /** The patient (identity context), by id: contexts do not share tables. */
  @Property()
  userId!: number;

  @Property({ length: 40 })
  type!: string;

  @Property({ length: 120 })
  name!: string;

  @Property()
  questionnaireVersion!: number;

  @Enum({ items: [...CONSULTATION_STATUSES], nativeEnumName: 'consultation_status' })
  status: ConsultationStatus = 'draft';

  @Property({ type: 'json' })
  answers: Answers = {};

  @Property({ type: 'json', nullable: true })
  submittedFields?: SubmittedField[];

  @Property({ type: 'json' })
  flags: ClinicalFlag[] = [];

  @OneToMany(() => ConsultationPhoto, (photo) => photo.consultation, { orderBy: { createdAt: 'asc' } })
  photos = new Collection<ConsultationPhoto>(this);

  @TimestampProperty()
  startedAt: Date = new Date();

  @TimestampProperty({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @TimestampProperty({ nullable: true })
  submittedAt?: Date;
}
