import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/auth/principal';

export class ValidateCredentialsQuery extends Query<Principal> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
