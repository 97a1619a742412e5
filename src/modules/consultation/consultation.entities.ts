import { ConsultationPhoto } from './infrastructure/consultation-photo.entity';
import { Consultation } from './infrastructure/consultation.entity';
import { ProgressPhoto } from './infrastructure/progress-photo.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const CONSULTATION_ENTITIES = [Consultation, ConsultationPhoto, ProgressPhoto];
