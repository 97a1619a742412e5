import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { UpdateCustomerInfoCommand } from './update-customer-info.command';

@CommandHandler(UpdateCustomerInfoCommand)
export class UpdateCustomerInfoHandler implements ICommandHandler<UpdateCustomerInfoCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, details }: UpdateCustomerInfoCommand): Promise<void> {
    const user = await this.em.findOneOrFail(User, userId);
    Object.assign(user, { firstName: details.firstName, lastName: details.lastName, mobile: details.phone });
    await this.em.flush();
  }
}
