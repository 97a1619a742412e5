import { Command } from '@nestjs/cqrs';

/** Creates a verified admin account, or promotes and re-keys an existing one. */
export class CreateAdminCommand extends Command<{ userId: number }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly firstName?: string,
    readonly lastName?: string,
  ) {
    super();
  }
}
