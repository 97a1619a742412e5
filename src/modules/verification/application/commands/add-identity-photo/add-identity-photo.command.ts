import { Command } from '@nestjs/cqrs';
import type { EvidenceKind } from '../../../domain/evidence-kind';

/** A photo for the local capture: the identity document or the selfie. The newest of each kind is the one sent. */
export class AddIdentityPhotoCommand extends Command<{ id: string; kind: EvidenceKind }> {
  constructor(
    readonly userId: number,
    readonly kind: EvidenceKind,
    readonly upload: Buffer,
  ) {
    super();
  }
}
