import { Promotion } from './infrastructure/promotion.entity';
import { TreatmentItem } from './infrastructure/treatment-item.entity';
import { TreatmentPlan } from './infrastructure/treatment-plan.entity';
import { Treatment } from './infrastructure/treatment.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const CATALOGUE_ENTITIES = [Treatment, TreatmentPlan, TreatmentItem, Promotion];
