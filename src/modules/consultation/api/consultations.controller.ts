import { Body, Controller, Delete, HttpCode, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { IdParam } from '../../../shared/http/id-param';
import { SingleFileUpload } from '../../../shared/http/single-file-upload';
import { ProposeSubscriptionCommand } from '../../subscription';
import { AddConsultationPhotoCommand } from '../application/commands/add-consultation-photo/add-consultation-photo.command';
import { RemoveConsultationPhotoCommand } from '../application/commands/remove-consultation-photo/remove-consultation-photo.command';
import { SaveAnswersCommand } from '../application/commands/save-answers/save-answers.command';
import { StartConsultationCommand } from '../application/commands/start-consultation/start-consultation.command';
import { SubmitConsultationCommand } from '../application/commands/submit-consultation/submit-consultation.command';
import { PhotoNotAnImageError } from '../domain/consultation.errors';
import { MAX_PHOTO_BYTES } from '../infrastructure/photo-processing';
import { AddPhotoRequest, ConsultationDraftResponse, PhotoView, AnswersSavedResponse, StartConsultationRequest, SaveAnswersRequest, SubmittedResponse } from './dto/consultation.dto';

/** The part of multer's file this controller reads. */
interface UploadedPhoto {
  buffer: Buffer;
}

/** The patient's medical questionnaire: started, saved as they go, photos added, then submitted for review. */
@ApiTags('consultation')
@Access('customer')
@Controller('v2/consultations')
export class ConsultationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ConsultationDraftResponse })
  start(@CurrentUser() patient: Principal, @Body() body: StartConsultationRequest): Promise<ConsultationDraftResponse> {
    return this.commands.execute(new StartConsultationCommand(patient.id, body.type));
  }

  @Put(':id/answers')
  @ApiOkResponse({ type: AnswersSavedResponse })
  saveAnswers(@CurrentUser() patient: Principal, @Param('id', IdParam('id')) id: number, @Body() body: SaveAnswersRequest): Promise<AnswersSavedResponse> {
    return this.commands.execute(new SaveAnswersCommand(patient.id, id, body.answers));
  }

  @Post(':id/photos')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['question', 'photo'],
      properties: {
        question: { type: 'string', description: 'The images question the photo answers, e.g. photo_front' },
        photo: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 10 MB' },
      },
    },
  })
  @ApiOkResponse({ type: PhotoView })
  @UseInterceptors(SingleFileUpload('photo', MAX_PHOTO_BYTES, 'Photos must be 10 MB or smaller.'))
  addPhoto(
    @CurrentUser() patient: Principal,
    @Param('id', IdParam('id')) id: number,
    @Body() body: AddPhotoRequest,
    @UploadedFile() photo: UploadedPhoto | undefined,
  ): Promise<PhotoView> {
    if (!photo) throw new PhotoNotAnImageError();
    return this.commands.execute(new AddConsultationPhotoCommand(patient.id, id, body.question, photo.buffer));
  }

  @Delete(':id/photos/:photoId')
  @HttpCode(204)
  async removePhoto(@CurrentUser() patient: Principal, @Param('id', IdParam('id')) id: number, @Param('photoId') photoId: string): Promise<void> {
    await this.commands.execute(new RemoveConsultationPhotoCommand(patient.id, id, photoId));
  }

  /** Freezes the answers, then proposes the treatment. Both steps are repeatable, so a retry after a failure finishes the job. */
  @Post(':id/submit')
  @HttpCode(200)
  @ApiOkResponse({ type: SubmittedResponse })
  async submit(@CurrentUser() patient: Principal, @Param('id', IdParam('id')) id: number): Promise<SubmittedResponse> {
    const submitted = await this.commands.execute(new SubmitConsultationCommand(patient.id, id));
    return this.commands.execute(new ProposeSubscriptionCommand(patient.id, submitted.consultationId, submitted.condition));
  }
}
