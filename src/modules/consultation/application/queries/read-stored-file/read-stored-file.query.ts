import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/auth/principal';

export interface StoredFile {
  contents: Buffer;
  contentType: string;
}

/** A private file for someone allowed to see it: the patient it belongs to, or the clinical team. */
export class ReadStoredFileQuery extends Query<StoredFile> {
  constructor(
    readonly reader: Principal,
    readonly storagePath: string,
  ) {
    super();
  }
}
