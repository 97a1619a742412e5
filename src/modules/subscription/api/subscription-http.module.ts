import { Module } from '@nestjs/common';
import { ProposalController } from './proposal.controller';

/** The subscription context's HTTP face; only the API process loads it. */
@Module({ controllers: [ProposalController] })
export class SubscriptionHttpModule {}
