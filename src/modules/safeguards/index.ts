// The safeguards context's public surface: other contexts and the bootstrap import from here only.
export { RecordVerificationCommand, type VerificationRecord } from './application/commands/record-verification/record-verification.command';
