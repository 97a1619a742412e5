import { Command } from '@nestjs/cqrs';

/** The patient picks another suitable plan for their pending subscription before paying. */
export class ChooseProposedPlanCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly planId: number,
  ) {
    super();
  }
}
