import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SmsConsent } from '../../../infrastructure/sms-consent.entity';
import { CheckoutMobileNumber } from '../../checkout-mobile-number';
import { viewSmsConsent, type SmsConsentView } from '../../sms-consent-view';
import { GetSmsConsentQuery } from './get-sms-consent.query';

@QueryHandler(GetSmsConsentQuery)
export class GetSmsConsentHandler implements IQueryHandler<GetSmsConsentQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly checkoutNumber: CheckoutMobileNumber,
  ) {}

  async execute({ userId }: GetSmsConsentQuery): Promise<SmsConsentView> {
    const consent = await this.em.findOne(SmsConsent, { userId });
    return viewSmsConsent(consent, await this.checkoutNumber.of(userId));
  }
}
