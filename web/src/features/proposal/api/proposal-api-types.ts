import type { components } from '../../../lib/api/schema';

export type Proposal = components['schemas']['ProposalResponse'];
/** Spec §3 'Preview item': a plan as the customer will receive it. */
export type PreviewItem = components['schemas']['PreviewItemView'];
export type PreviewLineItem = components['schemas']['PreviewSupplyView'];
