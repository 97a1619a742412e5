import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { ListProgressPhotosQuery } from '../../../../consultation';
import { readCheckInAnswers } from '../../../domain/check-in-answers';
import { CheckInAnswerInvalidError, CheckInNotFoundError } from '../../../domain/check-in.errors';
import { checkInQuestionnaire, CHECK_IN_PHOTOS } from '../../../domain/check-in-questionnaires';
import { CHECK_IN_LIFECYCLE } from '../../../domain/check-in.state-machine';
import { CheckIn } from '../../../infrastructure/check-in.entity';
import { CheckInView, viewCheckIn } from '../../check-in-view';
import { AnswerCheckInCommand } from './answer-check-in.command';

@CommandHandler(AnswerCheckInCommand)
export class AnswerCheckInHandler implements ICommandHandler<AnswerCheckInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, checkInId, answers, photoIds }: AnswerCheckInCommand): Promise<CheckInView> {
    // Someone else's check-in is "not found", like a missing one: the answer reveals nothing about it.
    const checkIn = await this.em.findOne(CheckIn, { id: checkInId, userId });
    if (!checkIn) throw new CheckInNotFoundError();
    const { rows, needsPrescriber } = readCheckInAnswers(checkInQuestionnaire(checkIn.condition), answers);
    const photos = await this.ownPhotos(userId, photoIds);
    CHECK_IN_LIFECYCLE.take(checkIn, 'answer', 'customer');
    Object.assign(checkIn, { answers: rows, photos, needsPrescriber, answeredAt: this.clock.now() });
    await this.em.flush();
    return viewCheckIn(checkIn);
  }

  /** The photos must be the customer's own progress photos (uploaded through the photo pipeline); another's id is refused. */
  private async ownPhotos(userId: number, photoIds: string[]) {
    const unique = [...new Set(photoIds)];
    if (unique.length < CHECK_IN_PHOTOS.min) throw new CheckInAnswerInvalidError('photo_ids', 'Please add at least one new photo.');
    if (unique.length > CHECK_IN_PHOTOS.max) throw new CheckInAnswerInvalidError('photo_ids', `Please send at most ${CHECK_IN_PHOTOS.max} photos.`);
    const own = new Map((await this.queries.execute(new ListProgressPhotosQuery(userId))).map((photo) => [photo.id, photo]));
    return unique.map((id) => {
      const photo = own.get(id);
      if (!photo) throw new CheckInAnswerInvalidError('photo_ids', 'One of the photos was not found: please upload it again.');
      return { id: photo.id, url: photo.url };
    });
  }
}
