import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SHOP_FAQS } from '../../../content/faqs.content';
import { sanitiseFaqs } from '../../../content/sanitise-markup';
import { SHOP_CATEGORY_CONTENT } from '../../../content/shop-categories.content';
import { listPrice } from '../../../domain/list-price';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';
import { firstItemOf, TreatmentReader, type TreatmentView } from '../../../infrastructure/treatment-reader';
import { GetShopPageQuery, ShopItem, ShopPage } from './get-shop-page.query';

@QueryHandler(GetShopPageQuery)
export class GetShopPageHandler implements IQueryHandler<GetShopPageQuery> {
  constructor(
    private readonly treatments: TreatmentReader,
    private readonly cache: PublicReadCache,
  ) {}

  execute(): Promise<ShopPage> {
    return this.cache.read('catalogue:shop', () => this.load());
  }

  private async load(): Promise<ShopPage> {
    const treatments = await this.treatments.all();
    return {
      categories: SHOP_CATEGORY_CONTENT.map((category) => ({
        ...category,
        items: treatments.filter((treatment) => treatment.category === category.key).map(toShopItem),
      })),
      faqs: sanitiseFaqs(SHOP_FAQS),
    };
  }
}

function toShopItem(treatment: TreatmentView): ShopItem {
  const item = firstItemOf(treatment);
  const price = listPrice(item ?? { pricePence: 0, pricedPerMonth: false });
  return {
    slug: treatment.slug,
    title: treatment.title,
    description: treatment.description,
    imageUrl: treatment.imageUrl,
    ingredients: item?.ingredients.map((ingredient) => ingredient.name).join(', ') ?? '',
    price: price.text,
    pricePence: price.pence,
    priceSuffix: price.suffix,
    buttonLabel: treatment.comingSoon ? 'Coming soon!' : 'Learn more',
    buttonHref: treatment.comingSoon ? null : `/shop/${treatment.slug}`,
    labels: treatment.label ? [treatment.label] : [],
  };
}
