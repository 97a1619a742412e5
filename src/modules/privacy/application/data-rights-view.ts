import { visibleExportStatus, type DataExportStatus } from '../domain/data-export-status';
import type { ErasureRequestStatus } from '../domain/erasure-request';
import type { DataExport } from '../infrastructure/data-export.entity';
import type { ErasureRequest } from '../infrastructure/erasure-request.entity';

/** A patient's latest copy of their data, as their account shows it. */
export interface DataExportView {
  id: string;
  status: DataExportStatus;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  byteSize: number | null;
}

/** A patient's latest erasure request, as their account shows it. */
export interface ErasureRequestView {
  status: ErasureRequestStatus;
  requestedAt: string;
  decidedAt: string | null;
  refusalReason: string | null;
}

export function viewDataExport(dataExport: DataExport, now: Date): DataExportView {
  const status = visibleExportStatus(dataExport.status, dataExport.expiresAt, now);
  return {
    id: dataExport.id,
    status,
    requestedAt: dataExport.requestedAt.toISOString(),
    readyAt: dataExport.readyAt?.toISOString() ?? null,
    expiresAt: dataExport.expiresAt?.toISOString() ?? null,
    byteSize: status === 'ready' ? (dataExport.byteSize ?? null) : null,
  };
}

export function viewErasureRequest(request: ErasureRequest): ErasureRequestView {
  return {
    status: request.status,
    requestedAt: request.requestedAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    refusalReason: request.refusalReason ?? null,
  };
}
