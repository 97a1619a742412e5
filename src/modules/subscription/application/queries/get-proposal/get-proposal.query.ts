import { Query } from '@nestjs/cqrs';

/** Spec §3 Preview item: the treatment and its supplies, the first priced in pounds. */
export interface PreviewItem {
  planId: number;
  treatment: { title: string; image_url: string };
  items: { code: string; price: number; price_pence: number; interval: string | null; interval_duration: number | null }[];
}

export interface Proposal {
  subscriptionId: number;
  planId: number;
  preview: PreviewItem;
  /** Every suitable plan, the proposed one included, for the patient to switch between. */
  options: PreviewItem[];
}

/** The patient's pending subscription, as the subscription result page shows it. */
export class GetProposalQuery extends Query<Proposal> {
  constructor(readonly userId: number) {
    super();
  }
}
