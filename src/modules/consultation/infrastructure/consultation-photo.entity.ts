import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { Consultation } from './consultation.entity';

/** A photo answer. The file lives in private storage under a random name; this row says whose it is. */
@Entity({ tableName: 'consultation_photo' })
export class ConsultationPhoto {
  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Consultation, { index: true, deleteRule: 'cascade' })
  consultation!: Rel<Consultation>;

  /** The images question it answers, e.g. photo_front. */
  @Property({ length: 60 })
  question!: string;

  /** Path inside private storage, e.g. consultations/3f1c....jpg; served at /storage/{path} to its owner and admins only. */
  @Property({ length: 200 })
  @Unique()
  storagePath!: string;

  @Property({ length: 40 })
  contentType!: string;

  @Property()
  byteSize!: number;

  @TimestampProperty()
  createdAt: Date = new Date();
}
