import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvalidAnswersError } from '../../../domain/consultation.errors';
import { answerProblem } from '../../../domain/questionnaire';
import { ConsultationAccess } from '../../consultation-access';
import { SaveAnswersCommand } from './save-answers.command';

@CommandHandler(SaveAnswersCommand)
export class SaveAnswersHandler implements ICommandHandler<SaveAnswersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: ConsultationAccess,
  ) {}

  async execute({ userId, consultationId, answers }: SaveAnswersCommand): Promise<{ savedAt: string }> {
    const draft = await this.access.ownDraft(userId, consultationId);
    const questions = new Map(this.access.questionnaireOf(draft).questions.map((question) => [question.name, question]));
    const problems: Record<string, string[]> = {};
    for (const [name, answer] of Object.entries(answers)) {
      const question = questions.get(name);
      const problem = question ? answerProblem(question, answer) : 'There is no such question in this consultation.';
      if (problem) problems[name] = [problem];
    }
    // All or nothing: a save with one bad answer changes nothing.
    if (Object.keys(problems).length > 0) throw new InvalidAnswersError(problems);

    draft.answers = { ...draft.answers, ...answers };
    await this.em.flush();
    return { savedAt: draft.updatedAt.toISOString() };
  }
}
