import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];

export type Consultation = Schemas['ConsultationDraftResponse'];
export type Question = Schemas['QuestionView'];
export type QuestionOption = Schemas['ChoiceOptionView'];
export type StoredPhoto = Schemas['PhotoView'];
export type Answers = Schemas['SaveAnswersRequest']['answers'];
export type AnswerValue = Answers[string];
