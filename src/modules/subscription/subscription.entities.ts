import { SubscriptionItem } from './infrastructure/subscription-item.entity';
import { PaymentRecord } from './infrastructure/payment.entity';
import { BillingAccount } from './infrastructure/billing-account.entity';
import { HandledCardEvent } from './infrastructure/handled-card-event.entity';
import { SandboxGatewayObject } from './infrastructure/sandbox-gateway/sandbox-gateway-object.entity';
import { Subscription } from './infrastructure/subscription.entity';
import { ItemChangeProposal } from './infrastructure/item-change-proposal.entity';
import { SubscriptionAddOn } from './infrastructure/subscription-add-on.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const SUBSCRIPTION_ENTITIES = [Subscription, SubscriptionItem, PaymentRecord, BillingAccount, SandboxGatewayObject, HandledCardEvent, ItemChangeProposal, SubscriptionAddOn];
