import { Command } from '@nestjs/cqrs';
import type { ResponsiblePharmacistView } from '../../responsible-pharmacist-view';

/** The responsible pharmacist hands back charge of the premises: their open spell gets its time out, once. */
export class SignOutAsResponsiblePharmacistCommand extends Command<ResponsiblePharmacistView> {
  constructor(readonly userId: number) {
    super();
  }
}
