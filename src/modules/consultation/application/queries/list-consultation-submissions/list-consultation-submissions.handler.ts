import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Consultation } from '../../../infrastructure/consultation.entity';
import { ConsultationSubmission, ListConsultationSubmissionsQuery } from './list-consultation-submissions.query';

@QueryHandler(ListConsultationSubmissionsQuery)
export class ListConsultationSubmissionsHandler implements IQueryHandler<ListConsultationSubmissionsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListConsultationSubmissionsQuery): Promise<ConsultationSubmission[]> {
    const submitted = await this.em.find(Consultation, { userId, status: 'submitted' }, { orderBy: { submittedAt: 'desc' } });
    return submitted.map((consultation) => ({
      id: consultation.id,
      consultation: { name: consultation.name, type: consultation.type, version: consultation.questionnaireVersion },
      submitted_at: consultation.submittedAt!.toISOString(),
      flags: consultation.flags,
      fields: consultation.submittedFields ?? [],
    }));
  }
}
