import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Promotion } from '../../../infrastructure/promotion.entity';
import { FindPromotionQuery, PromotionDetails } from './find-promotion.query';

@QueryHandler(FindPromotionQuery)
export class FindPromotionHandler implements IQueryHandler<FindPromotionQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ code, at }: FindPromotionQuery): Promise<PromotionDetails | null> {
    const promotion = await this.em.findOne(Promotion, { code: code.trim().toUpperCase() });
    if (!promotion) return null;
    return {
      code: promotion.code,
      title: promotion.title,
      type: promotion.type,
      value: promotion.value,
      duration: promotion.duration,
      durationInOrders: promotion.durationInOrders ?? null,
      excludedCategories: [...promotion.excludedCategories],
      usable: promotion.active && (!promotion.expiresAt || promotion.expiresAt > at),
    };
  }
}
