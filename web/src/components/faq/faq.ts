import type { components } from '../../lib/api/schema';

/** A question and its answer; the answer is HTML the server has already sanitised. */
export type Faq = components['schemas']['FaqResponse'];
