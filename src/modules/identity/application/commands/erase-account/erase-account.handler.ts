import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CustomerNotFoundError } from '../../../domain/identity.errors';
import { erasedEmailFor, ERASED_NAME, UNUSABLE_PASSWORD_HASH } from '../../../domain/erased-account';
import { Address } from '../../../infrastructure/address.entity';
import { User } from '../../../infrastructure/user.entity';
import { EraseAccountCommand, ErasedAccount } from './erase-account.command';

@CommandHandler(EraseAccountCommand)
export class EraseAccountHandler implements ICommandHandler<EraseAccountCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, at }: EraseAccountCommand): Promise<ErasedAccount> {
    const user = await this.em.findOne(User, userId);
    if (!user) throw new CustomerNotFoundError();
    Object.assign(user, {
      email: erasedEmailFor(userId),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      firstName: ERASED_NAME,
      lastName: ERASED_NAME,
      mobile: null,
      phone: null,
      birthDate: null,
      sexAtBirth: null,
      note: null,
      restrictedAt: at,
    });
    // Prescriptions, register entries and dispatch records copied the address they needed when
    // they were written, so no address row is needed by a kept record.
    // Verification codes belonged to the pending registration, which went when the account was made.
    const addresses = await this.em.nativeDelete(Address, { user: userId });
    return { addresses };
  }
}
