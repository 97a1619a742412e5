import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { changedFields, RecordAuditEntryCommand } from '../../../../audit';
import { InvalidMobileNumberError, NoMobileNumberError } from '../../../domain/sms/sms.errors';
import { toUkMobileNumber } from '../../../domain/sms/uk-mobile-number';
import { SmsConsent } from '../../../infrastructure/sms-consent.entity';
import { CheckoutMobileNumber } from '../../checkout-mobile-number';
import { viewSmsConsent, type SmsConsentView } from '../../sms-consent-view';
import { ChangeSmsConsentCommand } from './change-sms-consent.command';

@CommandHandler(ChangeSmsConsentCommand)
export class ChangeSmsConsentHandler implements ICommandHandler<ChangeSmsConsentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly checkoutNumber: CheckoutMobileNumber,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, optIn, phone }: ChangeSmsConsentCommand): Promise<SmsConsentView> {
    const checkoutPhone = await this.checkoutNumber.of(userId);
    const number = optIn ? this.numberToText(phone, checkoutPhone) : null;
    return this.em.transactional(async (em) => {
      const consent = await em.findOne(SmsConsent, { userId });
      const before = { phone: consent?.phone ?? null, optedIn: consent?.optedIn ?? false };
      const now = this.clock.now();
      if (number) {
        // Opting in again, or to another number, is a fresh consent with its own time.
        const changed = !consent?.optedIn || consent.phone !== number;
        const saved = consent ?? Object.assign(new SmsConsent(), { userId });
        em.persist(saved);
        if (changed) Object.assign(saved, { phone: number, optedIn: true, optedInAt: now, optedOutAt: null, optedOutVia: null });
        await this.audit(userId, before, saved, before.optedIn ? 'number_changed' : 'opted_in', 'Opted in to text messages');
        return viewSmsConsent(saved, checkoutPhone);
      }
      if (consent?.optedIn) Object.assign(consent, { optedIn: false, optedOutAt: now, optedOutVia: 'account' });
      if (consent) await this.audit(userId, before, consent, 'opted_out', 'Opted out of text messages in the account');
      return viewSmsConsent(consent, checkoutPhone);
    });
  }

  /** Left out, null or blank, the number given at checkout: null is how our own answer spells "no number". */
  private numberToText(typed: string | null | undefined, checkoutPhone: string | null): string {
    if (typed == null || typed.trim() === '') {
      if (!checkoutPhone) throw new NoMobileNumberError();
      return checkoutPhone;
    }
    const number = toUkMobileNumber(typed);
    if (!number.ok) throw new InvalidMobileNumberError(number.problem);
    return number.e164;
  }

  /** Only a real change is recorded; the entry commits with it (the audit command persists, the transaction flushes). */
  private async audit(userId: number, before: { phone: string | null; optedIn: boolean }, after: SmsConsent, verb: string, summary: string): Promise<void> {
    const changes = changedFields(before, { phone: after.phone, optedIn: after.optedIn });
    if (changes.length === 0) return;
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: userId,
        action: `messaging.sms_consent.${verb}`,
        summary: verb === 'number_changed' ? 'Changed the number for text messages' : summary,
        customerId: userId,
        subject: `sms_consent:${userId}`,
        changes,
      }),
    );
  }
}
