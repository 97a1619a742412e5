import { PomRegisterEntry } from './infrastructure/pom-register-entry.entity';
import { PrescriberProfile } from './infrastructure/prescriber-profile.entity';
import { PrescriberSigningKey } from './infrastructure/prescriber-signing-key.entity';
import { Prescription } from './infrastructure/prescription.entity';
import { PrescriptionLine } from './infrastructure/prescription-line.entity';
import { PrescriptionSupply } from './infrastructure/prescription-supply.entity';
import { ReviewDecline } from './infrastructure/review-decline.entity';

export const PRESCRIBING_ENTITIES = [PrescriberProfile, PrescriberSigningKey, Prescription, PrescriptionLine, PrescriptionSupply, ReviewDecline, PomRegisterEntry];
