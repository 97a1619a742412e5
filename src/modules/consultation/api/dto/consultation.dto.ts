import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsString, MaxLength } from 'class-validator';
import { CONSULTATION_TYPES, type ConsultationType } from '../../../../shared/domain/consultation-types';
import { QUESTION_TYPES, type AnswerValue, type QuestionType } from '../../domain/questionnaire';

export class StartConsultationRequest {
  @ApiProperty({ enum: CONSULTATION_TYPES })
  @IsIn(CONSULTATION_TYPES, { message: 'Please choose a consultation from the list.' })
  type: ConsultationType;
}

export class SaveAnswersRequest {
  @ApiProperty({
    description: 'Answers by question name: text as a string, a choice as its value (or a list of values when several may be chosen), a checkbox as true or false',
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }] },
  })
  @IsObject({ message: 'Send the answers as an object keyed by question.' })
  answers: Record<string, AnswerValue>;
}

export class AddPhotoRequest {
  @ApiProperty({ description: 'The images question the photo answers, e.g. photo_front' })
  @IsString({ message: 'Say which question the photo answers.' })
  @MaxLength(60, { message: 'Say which question the photo answers.' })
  question: string;
}

export class ChoiceOptionView {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
}

export class ShowIfView {
  @ApiProperty() question: string;
  @ApiProperty({ type: [String] }) equals: string[];
}

export class QuestionView {
  @ApiProperty() name: string;
  @ApiProperty() label: string;
  @ApiProperty({ enum: QUESTION_TYPES }) type: QuestionType;
  @ApiProperty() required: boolean;
  @ApiPropertyOptional() help?: string;
  @ApiPropertyOptional({ type: [ChoiceOptionView] }) options?: ChoiceOptionView[];
  @ApiPropertyOptional() multiple?: boolean;
  @ApiPropertyOptional({ type: ShowIfView }) showIf?: ShowIfView;
}

export class QuestionnaireView {
  @ApiProperty() key: string;
  @ApiProperty() version: number;
  @ApiProperty({ type: [QuestionView] }) questions: QuestionView[];
}

export class PhotoView {
  @ApiProperty() id: string;
  @ApiProperty({ example: '/storage/consultations/3f1c2d.jpg' }) url: string;
}

export class ConsultationDraftResponse {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CONSULTATION_TYPES }) type: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: QuestionnaireView }) questionnaire: QuestionnaireView;
  @ApiProperty({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }] } })
  answers: Record<string, AnswerValue>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/PhotoView' } } })
  photos: Record<string, PhotoView[]>;
}

export class AnswersSavedResponse {
  @ApiProperty() savedAt: string;
}

export class SubmittedResponse {
  @ApiProperty() subscriptionId: number;
}

export class ClinicalFlagView {
  @ApiProperty() question: string;
  @ApiProperty() message: string;
}

export class SubmittedFieldView {
  @ApiProperty() field_name: string;
  @ApiProperty({ enum: ['text', 'checkbox', 'images'] }) field_type: string;
  @ApiProperty({ description: "checkbox: '1' or '0'; images: a JSON list of stored paths, served at /storage/{path}" }) field_value: string;
}

export class SubmissionConsultationView {
  @ApiProperty() name: string;
  @ApiProperty() type: string;
  @ApiProperty() version: number;
}

export class ConsultationSubmissionView {
  @ApiProperty() id: number;
  @ApiProperty({ type: SubmissionConsultationView }) consultation: SubmissionConsultationView;
  @ApiProperty() submitted_at: string;
  @ApiProperty({ type: [ClinicalFlagView], description: 'Answers the prescriber must see first' }) flags: ClinicalFlagView[];
  @ApiProperty({ type: [SubmittedFieldView] }) fields: SubmittedFieldView[];
}
