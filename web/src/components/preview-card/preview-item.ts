import type { components } from '../../lib/api/schema';

/** Spec §3 'Preview item': a plan as the customer will receive it (the proposal and the checkout both show one). */
export type PreviewItem = components['schemas']['PreviewItemView'];
export type PreviewLineItem = components['schemas']['PreviewSupplyView'];
