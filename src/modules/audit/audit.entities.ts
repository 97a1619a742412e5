import { AuditEntry } from './infrastructure/audit-entry.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const AUDIT_ENTITIES = [AuditEntry];
