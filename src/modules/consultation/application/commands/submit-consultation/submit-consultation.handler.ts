import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { ConsultationNotFoundError, UnansweredQuestionsError } from '../../../domain/consultation.errors';
import { visibleQuestions } from '../../../domain/questionnaire';
import { submissionFlags, submittedFields, unansweredQuestions } from '../../../domain/submission';
import { Consultation } from '../../../infrastructure/consultation.entity';
import { ConsultationAccess } from '../../consultation-access';
import { SubmitConsultationCommand, SubmittedConsultation } from './submit-consultation.command';

@CommandHandler(SubmitConsultationCommand)
export class SubmitConsultationHandler implements ICommandHandler<SubmitConsultationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ConsultationAccess,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, consultationId }: SubmitConsultationCommand): Promise<SubmittedConsultation> {
    const consultation = await this.em.findOne(Consultation, { id: consultationId, userId }, { populate: ['photos'] });
    if (!consultation) throw new ConsultationNotFoundError();
    const sexAtBirth = await this.access.sexAtBirthOf(userId);
    if (consultation.status === 'submitted') return this.outcome(consultation, sexAtBirth);

    const questions = visibleQuestions(this.access.questionnaireOf(consultation), consultation.answers, sexAtBirth);
    const photoPaths: Record<string, string[]> = {};
    for (const photo of consultation.photos) (photoPaths[photo.question] ??= []).push(photo.storagePath);
    const missing = unansweredQuestions(questions, consultation.answers, photoPaths);
    if (Object.keys(missing).length > 0) throw new UnansweredQuestionsError(missing);

    Object.assign(consultation, {
      status: 'submitted',
      submittedAt: this.clock.now(),
      submittedFields: submittedFields(questions, consultation.answers, photoPaths),
      flags: submissionFlags(questions, consultation.answers),
    });
    await this.em.flush();
    return this.outcome(consultation, sexAtBirth);
  }

  private outcome(consultation: Consultation, sexAtBirth: string | undefined): SubmittedConsultation {
    const mainConcern = consultation.answers.main_concern;
    const condition = consultation.type === 'generic' && typeof mainConcern === 'string' ? mainConcern : consultation.type;
    return { consultationId: consultation.id, condition, sexAtBirth, flags: consultation.flags };
  }
}
