import { GpDirectoryLoad } from './infrastructure/gp-directory-load.entity';
import { GpDetails } from './infrastructure/gp-details.entity';
import { GpJustification } from './infrastructure/gp-justification.entity';
import { GpLetterSent } from './infrastructure/gp-letter-sent.entity';
import { GpPractice } from './infrastructure/gp-practice.entity';

export const GENERAL_PRACTICE_ENTITIES = [GpPractice, GpDetails, GpJustification, GpLetterSent, GpDirectoryLoad];
