import { Query } from '@nestjs/cqrs';
import type { DataExportView, ErasureRequestView } from '../../data-rights-view';

export interface DataRights {
  dataExport: DataExportView | null;
  erasureRequest: ErasureRequestView | null;
}

/** Where a patient's latest copy of their data and their latest erasure request stand, for their account's 'Your data' panel. */
export class GetDataRightsQuery extends Query<DataRights> {
  constructor(readonly userId: number) {
    super();
  }
}
