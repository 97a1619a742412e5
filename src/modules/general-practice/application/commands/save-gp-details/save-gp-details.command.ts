import { Command } from '@nestjs/cqrs';
import type { GpAnswerView } from '../../gp-views';

export interface GpStepAnswer {
  /** The chosen practice's ODS code; null (or absent) with 'I don't have a GP'. */
  odsCode: string | null;
  noGp: boolean;
  consentToShare: boolean;
}

/** The patient answers the GP step for one of their subscriptions (after checkout, before the prescriber decides). */
export class SaveGpDetailsCommand extends Command<GpAnswerView> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly answer: GpStepAnswer,
  ) {
    super();
  }
}
