import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { visibleQuestions } from '../../../domain/questionnaire';
import { submittedFields, type SubmittedFieldRow } from '../../../domain/submission';
import { Consultation } from '../../../infrastructure/consultation.entity';
import { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { ConsultationAccess } from '../../consultation-access';
import { ConsultationData, ExportConsultationDataQuery, type ExportedAnswer } from './export-consultation-data.query';

@QueryHandler(ExportConsultationDataQuery)
export class ExportConsultationDataHandler implements IQueryHandler<ExportConsultationDataQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ConsultationAccess,
  ) {}

  async execute({ userId }: ExportConsultationDataQuery): Promise<ConsultationData> {
    // One query after another: an erasure asks this inside its transaction, on one connection.
    const consultations = await this.em.find(Consultation, { userId }, { populate: ['photos'], orderBy: { startedAt: 'asc', id: 'asc' } });
    const progressPhotos = await this.em.find(ProgressPhoto, { userId }, { orderBy: { createdAt: 'asc' } });
    const sexAtBirth = consultations.some((each) => each.status === 'draft') ? await this.access.sexAtBirthOf(userId) : undefined;
    return {
      consultations: consultations.map((consultation) => ({
        id: consultation.id,
        name: consultation.name,
        status: consultation.status,
        startedAt: consultation.startedAt.toISOString(),
        submittedAt: consultation.submittedAt?.toISOString() ?? null,
        answers: this.rowsOf(consultation, sexAtBirth).map(exportedAnswer),
        flagsForThePrescriber: consultation.flags,
      })),
      progressPhotos: progressPhotos.map((photo) => ({ storagePath: photo.storagePath, contentType: photo.contentType, addedAt: photo.createdAt.toISOString() })),
    };
  }

  /** A submission as frozen with the wording seen; a draft worded by the questionnaire version it was started on, as the patient is seeing it. */
  private rowsOf(consultation: Consultation, sexAtBirth: string | undefined): SubmittedFieldRow[] {
    if (consultation.submittedFields) return consultation.submittedFields;
    const photoPaths: Record<string, string[]> = {};
    for (const photo of consultation.photos) (photoPaths[photo.question] ??= []).push(photo.storagePath);
    return submittedFields(visibleQuestions(this.access.questionnaireOf(consultation), consultation.answers, sexAtBirth), consultation.answers, photoPaths);
  }
}

function exportedAnswer(row: SubmittedFieldRow): ExportedAnswer {
  if (row.field_type === 'images') return { question: row.field_name, answer: null, photos: JSON.parse(row.field_value) as string[] };
  if (row.field_type === 'checkbox') return { question: row.field_name, answer: row.field_value === '1' ? 'Yes' : 'No', photos: [] };
  return { question: row.field_name, answer: row.field_value, photos: [] };
}
