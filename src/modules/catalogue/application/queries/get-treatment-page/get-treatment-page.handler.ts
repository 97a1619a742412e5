import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONDITIONS } from '../../../content/conditions.content';
import { FAQ_GROUPS } from '../../../content/faqs.content';
import { sanitiseFaqs } from '../../../content/sanitise-markup';
import { PageNotFoundError } from '../../../domain/catalogue.errors';
import { listPrice, perDeliveryNote } from '../../../domain/list-price';
import { describeSupply } from '../../../domain/supply-description';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';
import { firstItemOf, TreatmentReader } from '../../../infrastructure/treatment-reader';
import { GetTreatmentPageQuery, TreatmentPage } from './get-treatment-page.query';

const EXTRA_GALLERY_IMAGES = ['/images/gallery/texture.svg', '/images/gallery/ingredients.svg'];
const TAGS = ['PRESCRIPTION', 'DERMATOLOGIST DESIGNED'];
const TREATMENT_FAQS = FAQ_GROUPS.find((group) => group.title === 'Your treatment')?.faqs ?? [];

@QueryHandler(GetTreatmentPageQuery)
export class GetTreatmentPageHandler implements IQueryHandler<GetTreatmentPageQuery> {
  constructor(
    private readonly treatments: TreatmentReader,
    private readonly cache: PublicReadCache,
  ) {}

  /** Also what the page's meta tags are written from (src/web/page-meta.ts): one load serves both. */
  execute({ slug }: GetTreatmentPageQuery): Promise<TreatmentPage> {
    return this.cache.read(`catalogue:treatment:${slug}`, () => this.load(slug));
  }

  private async load(slug: string): Promise<TreatmentPage> {
    const treatment = await this.treatments.bySlug(slug);
    const item = treatment && firstItemOf(treatment);
    if (!treatment || !item || treatment.comingSoon) throw new PageNotFoundError('that treatment');
    const conditionFaqs = CONDITIONS.find((condition) => condition.slug === treatment.condition)?.faqs ?? [];
    return {
      slug: treatment.slug,
      title: treatment.title,
      price: listPrice(item).text,
      priceSuffix: listPrice(item).suffix,
      subPrice: describeSupply(item) + perDeliveryNote(item),
      description: treatment.description,
      imageUrl: treatment.imageUrl,
      gallery: [treatment.imageUrl, ...EXTRA_GALLERY_IMAGES],
      tags: TAGS,
      treatment: `/consultation/${treatment.condition}`,
      faqsTitle: `${treatment.title} FAQs`,
      faqs: sanitiseFaqs([...conditionFaqs, ...TREATMENT_FAQS]),
    };
  }
}
