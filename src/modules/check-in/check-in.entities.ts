import { CheckIn } from './infrastructure/check-in.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const CHECK_IN_ENTITIES = [CheckIn];
