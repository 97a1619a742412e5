import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPatientDetailsQuery } from '../../identity';
import { ConsultationAlreadySubmittedError, ConsultationNotFoundError } from '../domain/consultation.errors';
import type { Questionnaire } from '../domain/questionnaire';
import { QUESTIONNAIRES } from '../domain/questionnaires/questionnaires';
import { Consultation } from '../infrastructure/consultation.entity';
import type { ConsultationType } from '../../../shared/domain/consultation-types';

/** Loads a patient's own consultation: another patient's is "not found", never "forbidden", so ids reveal nothing. */
@Injectable()
export class ConsultationAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async ownDraft(userId: number, consultationId: number): Promise<Consultation> {
    const consultation = await this.em.findOne(Consultation, { id: consultationId, userId }, { populate: ['photos'] });
    if (!consultation) throw new ConsultationNotFoundError();
    if (consultation.status !== 'draft') throw new ConsultationAlreadySubmittedError();
    return consultation;
  }

  questionnaireOf(consultation: Consultation): Questionnaire {
    return QUESTIONNAIRES[consultation.type as ConsultationType];
  }

  async sexAtBirthOf(userId: number): Promise<string | undefined> {
    return (await this.queries.execute(new GetPatientDetailsQuery(userId)))?.sexAtBirth;
  }
}

