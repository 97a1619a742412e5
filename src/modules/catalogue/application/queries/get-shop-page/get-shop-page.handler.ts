import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SHOP_FAQS } from '../../../content/faqs.content';
import { sanitiseFaqs } from '../../../content/sanitise-markup';
import { SHOP_CATEGORY_CONTENT } from '../../../content/shop-categories.content';
import { listPrice } from '../../../domain/list-price';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';
import { ADD_ON_BUTTON, OUT_OF_STOCK } from '../../../domain/add-on';
import { firstItemOf, TreatmentReader, type ItemView, type TreatmentView } from '../../../infrastructure/treatment-reader';
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

/** A booster sold as an add-on is added from the account; a product still to come is not linkable. */
function shopButton(treatment: TreatmentView, item: ItemView | undefined): Pick<ShopItem, 'buttonLabel' | 'buttonHref'> {
  if (item?.addOn) return item.stock.available > 0 ? { buttonLabel: ADD_ON_BUTTON, buttonHref: '/v2/profile' } : { buttonLabel: OUT_OF_STOCK, buttonHref: null };
  return treatment.comingSoon ? { buttonLabel: 'Coming soon!', buttonHref: null } : { buttonLabel: 'Learn more', buttonHref: `/shop/${treatment.slug}` };
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
    ...shopButton(treatment, item),
    labels: treatment.label ? [treatment.label] : [],
  };
}
