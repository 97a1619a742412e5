import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetBillingAddressQuery, GetUserContactsQuery } from '../../identity';
import { toUkMobileNumber } from '../domain/sms/uk-mobile-number';

/**
 * The number the customer gave at checkout, in E.164, when it is a UK mobile: Patient Details'
 * phone (the account's mobile), else the delivery address's contact number. Null otherwise.
 */
@Injectable()
export class CheckoutMobileNumber {
  constructor(private readonly queries: QueryBus) {}

  async of(userId: number): Promise<string | null> {
    const [contact] = await this.queries.execute(new GetUserContactsQuery([userId]));
    const address = contact?.mobile ? null : await this.queries.execute(new GetBillingAddressQuery(userId));
    const given = contact?.mobile ?? address?.contactNo;
    if (!given) return null;
    const number = toUkMobileNumber(given);
    return number.ok ? number.e164 : null;
  }
}
