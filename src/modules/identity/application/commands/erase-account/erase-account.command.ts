import { Command } from '@nestjs/cqrs';

export interface ErasedAccount {
  addresses: number;
}

/**
 * Erases a person's account details after staff approved their erasure request: names become
 * 'Erased', the email a unique placeholder (so the address can register again), phone numbers,
 * date of birth, sex, the staff note and every address are removed, the password can no
 * longer match anything, and the account is marked restricted. The row stays, because kept
 * records in other contexts (prescriptions, payments) refer to its id. Run inside the caller's
 * transaction; it persists and does not flush.
 */
export class EraseAccountCommand extends Command<ErasedAccount> {
  constructor(
    readonly userId: number,
    readonly at: Date,
  ) {
    super();
  }
}
