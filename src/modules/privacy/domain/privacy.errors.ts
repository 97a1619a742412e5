import { domainError } from '../../../shared/domain/domain-error';

export class ExportAlreadyPreparingError extends domainError('PRIVACY.EXPORT_IN_PROGRESS', 'conflict', 'We are already preparing a copy of your data. We will email you as soon as it is ready.') {}

export class DataExportNotFoundError extends domainError('PRIVACY.EXPORT_NOT_FOUND', 'not_found', 'We could not find that copy of your data.') {}

/** 404 rather than 410: one error shape for every missing download; the code and message say it expired. */
export class DataExportExpiredError extends domainError('PRIVACY.EXPORT_EXPIRED', 'not_found', 'This download link has expired and the file has been deleted. You can ask for a new copy of your data from your account.') {}

export class ErasureAlreadyRequestedError extends domainError('PRIVACY.ERASURE_ALREADY_REQUESTED', 'conflict', 'You have already asked us to delete your account. Our team is looking at it and will email you.') {}

export class ErasureRequestNotFoundError extends domainError('PRIVACY.ERASURE_REQUEST_NOT_FOUND', 'not_found', 'We could not find that erasure request.') {}

export class ErasureAlreadyDecidedError extends domainError('PRIVACY.ERASURE_ALREADY_DECIDED', 'conflict', (status: string) => `This request has already been decided (${status}).`) {}

export class RefusalReasonRequiredError extends domainError('PRIVACY.REASON_REQUIRED', 'invalid', 'Please give the reason for refusing: the patient is told it.', { field: 'reason' }) {}

export class StaffCannotBeErasedError extends domainError('PRIVACY.STAFF_ACCOUNT', 'conflict', 'A staff account cannot be erased from here.') {}
