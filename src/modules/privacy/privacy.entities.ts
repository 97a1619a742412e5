import { DataExport } from './infrastructure/data-export.entity';
import { ErasureRequest } from './infrastructure/erasure-request.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const PRIVACY_ENTITIES = [DataExport, ErasureRequest];
