import type { components } from '../../../lib/api/schema';

export type Proposal = components['schemas']['ProposalResponse'];
