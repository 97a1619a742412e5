import { PharmacistProfile } from './infrastructure/pharmacist-profile.entity';
import { ResponsiblePharmacistRecord } from './infrastructure/responsible-pharmacist-record.entity';

export const PHARMACY_ENTITIES = [PharmacistProfile, ResponsiblePharmacistRecord];
