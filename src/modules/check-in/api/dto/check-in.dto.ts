import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, Min } from 'class-validator';

export class CheckInOptionView {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
}

export class CheckInQuestionView {
  @ApiProperty() name: string;
  @ApiProperty() label: string;
  @ApiProperty({ enum: ['choice', 'text'] }) type: 'choice' | 'text';
  @ApiProperty({ type: [CheckInOptionView], required: false }) options?: CheckInOptionView[];
  @ApiProperty() required: boolean;
  @ApiProperty({ type: [String], required: false }) needsPrescriber?: string[];
}

export class CheckInAnswerView {
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The wording the patient saw' }) question: string;
  @ApiProperty() value: string;
  @ApiProperty({ description: "The option's label, or the text itself" }) answer: string;
}

export class CheckInPhotoView {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Authorised link, /storage/{path}, for the owner and staff only' }) url: string;
}

export class CheckInItem {
  @ApiProperty() id: number;
  @ApiProperty() subscription_id: number;
  @ApiProperty() treatment: string;
  @ApiProperty({ description: 'The supply of the prescription it comes before' }) supply_number: number;
  @ApiProperty({ enum: ['open', 'answered', 'continued', 'adjusted', 'paused'] }) status: 'open' | 'answered' | 'continued' | 'adjusted' | 'paused';
  @ApiProperty() opened_on: string;
  @ApiProperty({ description: 'The last day the renewal waits for the answers' }) wait_until: string;
  @ApiProperty({ type: String, nullable: true, description: 'When the team was asked to follow up an unanswered check-in' }) team_asked_on: string | null;
  @ApiProperty({ description: 'Answers a prescriber must read before the next supply' }) needs_prescriber: boolean;
  @ApiProperty({ type: String, nullable: true }) answered_at: string | null;
  @ApiProperty({ type: [CheckInAnswerView] }) answers: CheckInAnswerView[];
  @ApiProperty({ type: [CheckInPhotoView] }) photos: CheckInPhotoView[];
  @ApiProperty({ type: String, nullable: true }) decided_at: string | null;
  @ApiProperty({ type: String, nullable: true }) decision_note: string | null;
  @ApiProperty({ type: [CheckInQuestionView] }) questions: CheckInQuestionView[];
  @ApiProperty() photos_min: number;
  @ApiProperty() photos_max: number;
}

export class CustomerCheckInsResponse {
  @ApiProperty({ type: [CheckInItem] }) check_ins: CheckInItem[];
  @ApiProperty({ type: String, nullable: true, description: "The customer's own first photo (consultation), for the comparison with the latest" }) baseline_photo_url: string | null;
}

export class StaffCheckInsResponse {
  @ApiProperty({ type: [CheckInItem] }) check_ins: CheckInItem[];
  @ApiProperty({ type: String, nullable: true, description: "The patient's first photo (consultation), for the before/after comparison" }) baseline_photo_url: string | null;
}

export class AnswerCheckInRequest {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'Please name the check-in.' })
  @Min(1, { message: 'Please name the check-in.' })
  id: number;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Answers keyed by question name' })
  @IsObject({ message: 'Send the answers as an object keyed by question.' })
  answers: Record<string, unknown>;

  @ApiProperty({ type: [String], description: 'Ids of progress photos uploaded with POST /v2/profile/form/upload-photo' })
  @IsArray({ message: 'Please add at least one new photo.' })
  @ArrayMaxSize(4, { message: 'Please send at most 4 photos.' })
  @IsUUID('4', { each: true, message: 'One of the photos was not found: please upload it again.' })
  photo_ids: string[];
}

export class CheckInDecisionRequest {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'Please name the check-in.' })
  @Min(1, { message: 'Please name the check-in.' })
  id: number;

  @ApiProperty({ enum: ['continue', 'pause'] })
  @IsIn(['continue', 'pause'], { message: "Choose 'continue' or 'pause'." })
  decision: 'continue' | 'pause';

  @ApiProperty({ required: false, description: 'Pause: the message the patient gets in the chat; continue: an optional note' })
  @IsOptional()
  @IsString({ message: 'Please write the message as text.' })
  @MaxLength(2000, { message: 'Please keep the message to 2000 characters.' })
  message?: string;

  @ApiProperty({ required: false, description: 'Pause: the day the treatment resumes (yyyy-MM-dd)' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please choose the day the treatment resumes.' })
  resume_on?: string;
}

export class CheckInsForSubscriptionParams {
  @ApiProperty({ description: 'The subscription whose check-ins to show' })
  @Type(() => Number)
  @IsInt({ message: 'Please name the subscription.' })
  @Min(1, { message: 'Please name the subscription.' })
  subscription_id: number;
}
