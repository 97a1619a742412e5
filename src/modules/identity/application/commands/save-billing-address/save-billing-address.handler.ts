import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Address } from '../../../infrastructure/address.entity';
import { User } from '../../../infrastructure/user.entity';
import { SaveBillingAddressCommand } from './save-billing-address.command';

@CommandHandler(SaveBillingAddressCommand)
export class SaveBillingAddressHandler implements ICommandHandler<SaveBillingAddressCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, address }: SaveBillingAddressCommand): Promise<{ addressId: number }> {
    const user = await this.em.findOneOrFail(User, userId);
    // One address per customer, edited in place: orders keep their own copy when they ship.
    const saved = (await this.em.findOne(Address, { user }, { orderBy: { id: 'desc' } })) ?? Object.assign(new Address(), { user });
    Object.assign(saved, { ...address, address2: address.address2 || undefined });
    await this.em.persist(saved).flush();
    return { addressId: saved.id };
  }
}
