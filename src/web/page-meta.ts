import { QueryBus } from '@nestjs/cqrs';
import { GetConditionPageQuery, GetJournalArticleQuery, GetTreatmentPageQuery } from '../modules/catalogue';
import { isConsultationType } from '../shared/domain/consultation-types';
import { DomainError } from '../shared/domain/domain-error';

export const SITE_NAME = 'Derm Shop';

/** What a screen route's HTML says before any script runs: for search engines, link previews and status codes. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  heading: string;
  /** Account, admin and sign-up screens are kept out of search results. */
  indexable: boolean;
  /**
   * Drawn by the server (web/src/entry-server.tsx) and hydrated: the public pages and the
   * not-found page. Account, admin and sign-up screens are sent as the empty shell and
   * drawn in the browser, as they depend on who is signed in.
   */
  serverRendered: boolean;
  /** The page's main image: preloaded, so it does not wait for the script to find it, and shown in link previews. */
  imageUrl?: string;
}

type Described = Omit<PageMeta, 'status' | 'indexable' | 'serverRendered'>;

const STATIC_PAGES: Record<string, Described> = {
  '/': {
    title: `Doctor-led skincare, personalised for you | ${SITE_NAME}`,
    heading: 'Doctor-led skincare, personalised for you',
    description: 'Prescription skincare for acne, ageing, pigmentation, rosacea and menopause skin, personalised by a dermatologist-led team. Free 2-minute consultation.',
  },
  '/shop': {
    title: `Find your treatment | ${SITE_NAME}`,
    heading: 'Find your treatment',
    description: 'Prescription creams, tablets and routine boosters. All prescription treatments need a 5 minute consultation reviewed by the dermatologist.',
  },
  '/ingredients': {
    title: `What's inside our formulas | ${SITE_NAME}`,
    heading: "What's inside",
    description: 'Every active ingredient in our personalised formulas, what it does and which treatments use it.',
  },
  '/meet-the-team': {
    title: `Meet the team | ${SITE_NAME}`,
    heading: 'Meet the team',
    description: 'The UK-registered dermatologists, doctors and pharmacists who review your consultation and prescribe your formula.',
  },
  '/reviews': { title: `Reviews | ${SITE_NAME}`, heading: 'Reviews', description: 'What our customers say about their personalised treatments.' },
  '/journal': { title: `Journal | ${SITE_NAME}`, heading: 'Journal', description: 'Skin advice from our clinical team.' },
  '/faqs': { title: `FAQs | ${SITE_NAME}`, heading: 'Frequently asked questions', description: 'Answers about consultations, treatments, delivery and billing.' },
  '/terms': {
    title: `Terms and conditions | ${SITE_NAME}`,
    heading: 'Terms and conditions',
    description: 'Our terms of service: your consultation and prescription, your subscription, cancelling, refunds, delivery and complaints.',
  },
  '/regulatory-information': {
    title: `Regulatory information | ${SITE_NAME}`,
    heading: 'Regulatory information',
    description: 'Our registered pharmacy and its GPhC number, our superintendent and responsible pharmacist, our CQC-registered prescribing service and every prescriber, with where to check each.',
  },
  '/privacy-policy': {
    title: `Privacy policy | ${SITE_NAME}`,
    heading: 'Privacy policy',
    description: 'How we use and protect your personal and health information, how long we keep it, and your rights over it.',
  },
};

const CONDITION_PATHS = new Set(['acne', 'glow', 'anti-ageing', 'hyperpigmentation', 'rosacea', 'menopause', 'hormonal-acne']);

/** Screens that belong to a visitor's own journey: served, never indexed. */
const PRIVATE_PREFIXES = ['/v2/', '/consultation/'];

const NOT_FOUND: PageMeta = {
  status: 404,
  title: `Page not found | ${SITE_NAME}`,
  heading: 'Page not found',
  description: 'We could not find that page.',
  indexable: false,
  serverRendered: true,
};

/**
 * The meta of every screen route the SPA has. Keep in step with web/src/routes:
 * a path unknown here is answered 404 (the SPA still shows its not-found page).
 */
export async function pageMetaFor(path: string, queries: QueryBus): Promise<PageMeta> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = STATIC_PAGES[normalised];
  if (page) return { ...page, status: 200, indexable: true, serverRendered: true };
  const [, first, second, extra] = normalised.split('/');
  // A consultation that does not exist is a real 404, as the SPA's route says (consultation.route.ts).
  if (first === 'consultation' && second && !isConsultationType(second)) return NOT_FOUND;
  if (PRIVATE_PREFIXES.some((prefix) => normalised.startsWith(prefix))) {
    return { status: 200, title: SITE_NAME, heading: SITE_NAME, description: STATIC_PAGES['/'].description, indexable: false, serverRendered: false };
  }

  if (extra !== undefined) return NOT_FOUND;
  if (first === 'shop' && second) {
    return found(() => queries.execute(new GetTreatmentPageQuery(second)), (treatment) => ({
      title: `${treatment.title} | ${SITE_NAME}`,
      heading: treatment.title,
      description: `${treatment.description} ${treatment.price} ${treatment.subPrice}.`,
      imageUrl: treatment.imageUrl,
    }));
  }
  if (first === 'journal' && second) {
    return found(() => queries.execute(new GetJournalArticleQuery(second)), (article) => ({
      title: `${article.title} | ${SITE_NAME}`,
      heading: article.title,
      description: article.summary,
      imageUrl: article.imageUrl,
    }));
  }
  if (first && !second && CONDITION_PATHS.has(first)) {
    return found(() => queries.execute(new GetConditionPageQuery(first)), (condition) => ({
      title: `${condition.title} | ${SITE_NAME}`,
      heading: condition.title,
      description: condition.intro,
      imageUrl: condition.imageUrl,
    }));
  }
  return NOT_FOUND;
}

async function found<T>(load: () => Promise<T>, describe: (value: T) => Described): Promise<PageMeta> {
  try {
    return { ...describe(await load()), status: 200, indexable: true, serverRendered: true };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return NOT_FOUND;
    throw error;
  }
}
