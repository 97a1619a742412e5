import { PomRegisterEntry } from './infrastructure/pom-register-entry.entity';
import { PrescriberProfile } from './infrastructure/prescriber-profile.entity';
import { Prescription } from './infrastructure/prescription.entity';
import { ReviewDecline } from './infrastructure/review-decline.entity';

export const PRESCRIBING_ENTITIES = [PrescriberProfile, Prescription, ReviewDecline, PomRegisterEntry];
