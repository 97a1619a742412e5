import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { QUESTIONNAIRES } from '../../../domain/questionnaires/questionnaires';
import { Consultation } from '../../../infrastructure/consultation.entity';
import { storageUrl } from '../../../../../shared/storage/storage-url';
import { ConsultationAccess } from '../../consultation-access';
import { ConsultationDraftView, StartConsultationCommand } from './start-consultation.command';

@CommandHandler(StartConsultationCommand)
export class StartConsultationHandler implements ICommandHandler<StartConsultationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ConsultationAccess,
  ) {}

  async execute({ userId, type }: StartConsultationCommand): Promise<ConsultationDraftView> {
    const questionnaire = QUESTIONNAIRES[type];
    const existing = await this.em.findOne(Consultation, { userId, type, status: 'draft' }, { populate: ['photos'], orderBy: { id: 'desc' } });
    const draft = existing ?? Object.assign(new Consultation(), { userId, type, name: questionnaire.title, questionnaireVersion: questionnaire.version });
    if (!existing) await this.em.persist(draft).flush();
    // A draft started on an older version moves to the current questions; answers to dropped ones are ignored on submission.
    if (draft.questionnaireVersion !== questionnaire.version) {
      Object.assign(draft, { name: questionnaire.title, questionnaireVersion: questionnaire.version });
      await this.em.flush();
    }

    const sexAtBirth = await this.access.sexAtBirthOf(userId);
    const photos: ConsultationDraftView['photos'] = {};
    for (const photo of draft.photos) (photos[photo.question] ??= []).push({ id: photo.id, url: storageUrl(photo.storagePath) });
    return {
      id: draft.id,
      type,
      title: questionnaire.title,
      questionnaire: {
        key: type,
        version: questionnaire.version,
        questions: questionnaire.questions
          .filter((question) => !question.sexAtBirth || question.sexAtBirth === sexAtBirth)
          .map(({ flag: _flag, sexAtBirth: _sex, ...question }) => question),
      },
      answers: draft.answers,
      photos,
    };
  }
}
