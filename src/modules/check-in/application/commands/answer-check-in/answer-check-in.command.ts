import { Command } from '@nestjs/cqrs';
import type { CheckInView } from '../../check-in-view';

/** The customer answers their own open check-in, with progress photos they have just uploaded. */
export class AnswerCheckInCommand extends Command<CheckInView> {
  constructor(
    readonly userId: number,
    readonly checkInId: number,
    readonly answers: Record<string, unknown>,
    readonly photoIds: string[],
  ) {
    super();
  }
}
