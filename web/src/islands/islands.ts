import { SiteHeader } from '../app/layout/site-header';
import { BeforeAfterShowcase } from '../components/before-after/before-after-showcase';
import { FaqBlock } from '../components/faq/faq-block';
import { FaqGroups } from '../features/faqs/components/faq-groups';
import { NewsletterSignUp } from '../features/newsletter/components/newsletter-sign-up';
import { ProductGallery } from '../features/shop/components/product-gallery';
import { ShopCatalogue } from '../features/shop/components/shop-catalogue';
import { island } from './island';

/**
 * Every island, in one place: the parts of a public page that need a script. The rest of
 * such a page is HTML and links (docs/adr/0017-islands-on-public-pages.md).
 */
export const SiteHeaderIsland = island('site-header', SiteHeader);
export const NewsletterSignUpIsland = island('newsletter-sign-up', NewsletterSignUp);
export const FaqBlockIsland = island('faq-block', FaqBlock);
export const FaqGroupsIsland = island('faq-groups', FaqGroups);
export const BeforeAfterShowcaseIsland = island('before-after-showcase', BeforeAfterShowcase);
export const ProductGalleryIsland = island('product-gallery', ProductGallery);
export const ShopCatalogueIsland = island('shop-catalogue', ShopCatalogue);
