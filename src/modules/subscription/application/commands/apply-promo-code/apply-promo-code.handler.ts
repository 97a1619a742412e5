import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { FindPromotionQuery, type PromotionDetails } from '../../../../catalogue';
import { FindReferrerQuery } from '../../../../identity';
import { promotionApplies } from '../../../domain/pricing';
import { PromoCodeRefusedError } from '../../../domain/subscription.errors';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { CheckoutQuotes } from '../../checkout-quote';
import { ApplyPromoCodeCommand } from './apply-promo-code.command';

const CATEGORY_NAMES: Record<string, string> = { tablets: 'tablets', 'rx-skincare': 'prescription skincare', 'routine-boosters': 'routine boosters' };

@CommandHandler(ApplyPromoCodeCommand)
export class ApplyPromoCodeHandler implements ICommandHandler<ApplyPromoCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly quotes: CheckoutQuotes,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, code: typed }: ApplyPromoCodeCommand): Promise<void> {
    const subscription = await this.quotes.pendingOf(userId);
    const code = typed.trim().toUpperCase();
    Object.assign(subscription, { promotionCode: undefined, referralCode: undefined, referrerUserId: undefined });
    if (code) {
      const firstOrder = (await this.em.count(Subscription, { userId, status: { $nin: ['pending', 'failed'] } })) === 0;
      const promotion = await this.queries.execute(new FindPromotionQuery(code, this.clock.now()));
      if (promotion) await this.applyPromotion(subscription, promotion, firstOrder);
      else await this.applyReferral(subscription, code, firstOrder);
    }
    await this.em.flush();
  }

  private async applyPromotion(subscription: Subscription, promotion: PromotionDetails, firstOrder: boolean): Promise<void> {
    if (!promotion.usable) throw new PromoCodeRefusedError('This promo code has expired.');
    if (promotion.duration === 'once' && !firstOrder) throw new PromoCodeRefusedError(`${promotion.code} is for a first order only.`);
    const category = await this.quotes.categoryOf(subscription);
    if (!promotionApplies({ pricePence: subscription.pricePence, category }, { ...promotion })) {
      throw new PromoCodeRefusedError(`${promotion.code} cannot be used on ${CATEGORY_NAMES[category] ?? category}.`);
    }
    subscription.promotionCode = promotion.code;
  }

  private async applyReferral(subscription: Subscription, code: string, firstOrder: boolean): Promise<void> {
    const referrer = await this.queries.execute(new FindReferrerQuery(code));
    if (!referrer) throw new PromoCodeRefusedError();
    if (referrer.userId === subscription.userId) throw new PromoCodeRefusedError('You cannot use your own referral code.');
    if (!firstOrder) throw new PromoCodeRefusedError('Referral codes are for a first order only.');
    Object.assign(subscription, { referralCode: code, referrerUserId: referrer.userId });
  }
}
