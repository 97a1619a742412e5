import { type Answers, answerMatches, clinicalFlags, type ClinicalFlag, isUnanswered, type Question, requiredMessage } from './questionnaire';

export interface SubmittedFieldRow {
  field_name: string;
  field_type: 'text' | 'checkbox' | 'images';
  field_value: string;
}

/** Each shown, required question still unanswered, with the message to put beside it. */
export function unansweredQuestions(questions: Question[], answers: Answers, photoPaths: Record<string, string[]>): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const question of questions) {
    if (isUnanswered(question, answers[question.name], photoPaths[question.name]?.length ?? 0)) missing[question.name] = [requiredMessage(question)];
  }
  return missing;
}

/**
 * The submission as the prescriber reads it (spec §3): the wording the patient saw,
 * choices as their labels, a checkbox as 1 or 0, photos as a JSON list of stored paths.
 * Unanswered optional questions are left out.
 */
export function submittedFields(questions: Question[], answers: Answers, photoPaths: Record<string, string[]>): SubmittedFieldRow[] {
  return questions.flatMap((question): SubmittedFieldRow[] => {
    const answer = answers[question.name];
    switch (question.type) {
      case 'images':
        return photoPaths[question.name]?.length ? [{ field_name: question.label, field_type: 'images', field_value: JSON.stringify(photoPaths[question.name]) }] : [];
      case 'checkbox':
        return [{ field_name: question.label, field_type: 'checkbox', field_value: answer === true ? '1' : '0' }];
      case 'choice': {
        const labels = (question.options ?? []).filter((option) => answerMatches(answer, [option.value])).map((option) => option.label);
        return labels.length ? [{ field_name: question.label, field_type: 'text', field_value: labels.join(', ') }] : [];
      }
      case 'text':
        return typeof answer === 'string' && answer.trim() ? [{ field_name: question.label, field_type: 'text', field_value: answer.trim() }] : [];
    }
  });
}

export function submissionFlags(questions: Question[], answers: Answers): ClinicalFlag[] {
  return clinicalFlags(questions, answers);
}
