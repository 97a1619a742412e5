import { DomainError } from '../../../shared/domain/domain-error';

/** Any pharmacist's action (a check, signing in as responsible pharmacist) by someone who is not one. */
export class NotAPharmacistError extends DomainError {
  readonly code = 'PHARMACY.NOT_A_PHARMACIST';
  readonly kind = 'not_allowed' as const;
  constructor(action: string) {
    super(`Only a registered pharmacist can ${action}. Your account has no pharmacist profile.`);
  }
}

export class AnotherPharmacistInChargeError extends DomainError {
  readonly code = 'PHARMACY.ANOTHER_RESPONSIBLE_PHARMACIST';
  readonly kind = 'conflict' as const;
  constructor(name: string, gphcNumber: string) {
    super(`${name} (GPhC ${gphcNumber}) is signed in as the responsible pharmacist. The premises have one responsible pharmacist at a time: they must sign out first.`);
  }
}

export class NotInChargeError extends DomainError {
  readonly code = 'PHARMACY.NOT_RESPONSIBLE_PHARMACIST';
  readonly kind = 'conflict' as const;
  constructor() {
    super('You are not signed in as the responsible pharmacist, so there is nothing to sign out of. Only the responsible pharmacist can sign themselves out.');
  }
}

export class NotAStaffAccountError extends DomainError {
  readonly code = 'PHARMACY.NOT_STAFF';
  readonly kind = 'not_found' as const;
  constructor(email: string) {
    super(`There is no admin account for ${email}. Create it first with create-admin.`);
  }
}
