import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Address } from '../../../infrastructure/address.entity';
import { User } from '../../../infrastructure/user.entity';
import { AccountData, ExportAccountDataQuery } from './export-account-data.query';

@QueryHandler(ExportAccountDataQuery)
export class ExportAccountDataHandler implements IQueryHandler<ExportAccountDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportAccountDataQuery): Promise<AccountData | null> {
    const user = await this.em.findOne(User, userId);
    if (!user) return null;
    const addresses = await this.em.find(Address, { user: userId }, { orderBy: { id: 'asc' } });
    return {
      profile: {
        accountNumber: user.id,
        email: user.email,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        mobile: user.mobile ?? null,
        phone: user.phone ?? null,
        dateOfBirth: user.birthDate ?? null,
        sexAtBirth: user.sexAtBirth ?? null,
        referralCode: user.referralCode,
        emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
        createdAt: user.createdAt.toISOString(),
        noteFromOurTeam: user.note ?? null,
      },
      addresses: addresses.map((address) => ({
        firstName: address.firstName,
        lastName: address.lastName,
        email: address.email,
        contactNumber: address.contactNo,
        address1: address.address1,
        address2: address.address2 ?? null,
        city: address.city,
        postcode: address.postcode,
        createdAt: address.createdAt.toISOString(),
        updatedAt: address.updatedAt.toISOString(),
      })),
    };
  }
}
