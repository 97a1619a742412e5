import { SiteHeader } from '../app/layout/site-header';
import { NewsletterSignUp } from '../features/newsletter/components/newsletter-sign-up';
import { island } from './island';

/**
 * Every island of the content pages, in one place: the parts of a page that need a script
 * (the header's menu and account buttons, the footer's sign-up form). The rest of such a page
 * is HTML and links.
 */
export const SiteHeaderIsland = island('site-header', SiteHeader);
export const NewsletterSignUpIsland = island('newsletter-sign-up', NewsletterSignUp);
