import { Command } from '@nestjs/cqrs';
import type { ResponsiblePharmacistView } from '../../responsible-pharmacist-view';

/**
 * A pharmacist takes charge of the premises: a new spell in the Responsible Pharmacist record.
 * Signing in again while already in charge changes nothing and answers the open spell.
 */
export class SignInAsResponsiblePharmacistCommand extends Command<ResponsiblePharmacistView> {
  constructor(readonly userId: number) {
    super();
  }
}
