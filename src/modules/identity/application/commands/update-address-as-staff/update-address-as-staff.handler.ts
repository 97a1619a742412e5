import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { changedFields, RecordAuditEntryCommand } from '../../../../audit';
import { AddressNotFoundError } from '../../../domain/identity.errors';
import { Address } from '../../../infrastructure/address.entity';
import { UpdateAddressAsStaffCommand } from './update-address-as-staff.command';

const FIELDS = ['firstName', 'lastName', 'email', 'contactNo', 'address1', 'address2', 'city', 'postcode'] as const;

@CommandHandler(UpdateAddressAsStaffCommand)
export class UpdateAddressAsStaffHandler implements ICommandHandler<UpdateAddressAsStaffCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actorId, addressId, address }: UpdateAddressAsStaffCommand): Promise<void> {
    const saved = await this.em.findOne(Address, addressId);
    if (!saved) throw new AddressNotFoundError();
    const before = Object.fromEntries(FIELDS.map((field) => [field, saved[field]]));
    Object.assign(saved, { ...address, address2: address.address2 || undefined });
    const changes = changedFields(before, Object.fromEntries(FIELDS.map((field) => [field, saved[field]])));
    if (changes.length === 0) return;
    await this.commands.execute(
      new RecordAuditEntryCommand({ actorId, action: 'customer.address.updated', summary: 'Edited the address', customerId: saved.user.id, subject: `address:${saved.id}`, changes }),
    );
    // The change and its audit entry in one flush.
    await this.em.flush();
  }
}
