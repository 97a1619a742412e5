import { AUDIT_ENTITIES } from '../modules/audit/audit.entities';
import { CHECK_IN_ENTITIES } from '../modules/check-in/check-in.entities';
import { CATALOGUE_ENTITIES } from '../modules/catalogue/catalogue.entities';
import { CONSULTATION_ENTITIES } from '../modules/consultation/consultation.entities';
import { IDENTITY_ENTITIES } from '../modules/identity/identity.entities';
import { MESSAGING_ENTITIES } from '../modules/messaging/messaging.entities';
import { GENERAL_PRACTICE_ENTITIES } from '../modules/general-practice/general-practice.entities';
import { FULFILMENT_ENTITIES } from '../modules/fulfilment/fulfilment.entities';
import { PHARMACY_ENTITIES } from '../modules/pharmacy/pharmacy.entities';
import { ORDER_RISK_ENTITIES } from '../modules/order-risk/order-risk.entities';
import { PRESCRIBING_ENTITIES } from '../modules/prescribing/prescribing.entities';
import { PRIVACY_ENTITIES } from '../modules/privacy/privacy.entities';
import { VERIFICATION_ENTITIES } from '../modules/verification/verification.entities';
import { SAFEGUARDS_ENTITIES } from '../modules/safeguards/safeguards.entities';
import { SUBSCRIPTION_ENTITIES } from '../modules/subscription/subscription.entities';
import { OutboxMessage } from '../shared/outbox/outbox-message.entity';

/** Every table of every context. The composition root is the one place that sees them all. */
export const ALL_ENTITIES = [OutboxMessage, ...IDENTITY_ENTITIES, ...CATALOGUE_ENTITIES, ...MESSAGING_ENTITIES, ...CONSULTATION_ENTITIES, ...SUBSCRIPTION_ENTITIES, ...PRESCRIBING_ENTITIES, ...PHARMACY_ENTITIES, ...FULFILMENT_ENTITIES, ...AUDIT_ENTITIES, ...PRIVACY_ENTITIES, ...CHECK_IN_ENTITIES, ...VERIFICATION_ENTITIES, ...ORDER_RISK_ENTITIES, ...GENERAL_PRACTICE_ENTITIES, ...SAFEGUARDS_ENTITIES];
