import { Query } from '@nestjs/cqrs';

export interface IdentityPhotoFile {
  contents: Buffer;
  contentType: string;
}

/** One identity photo, for its owner or staff only; every read is on the audit trail. */
export class ReadIdentityEvidenceQuery extends Query<IdentityPhotoFile> {
  constructor(
    readonly evidenceId: string,
    readonly reader: { id: number; staff: boolean },
  ) {
    super();
  }
}
