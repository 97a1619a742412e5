import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Consultation } from '../../../infrastructure/consultation.entity';
import { ConsultationPhoto } from '../../../infrastructure/consultation-photo.entity';
import { PruneAbandonedDraftsCommand } from './prune-abandoned-drafts.command';

@CommandHandler(PruneAbandonedDraftsCommand)
export class PruneAbandonedDraftsHandler implements ICommandHandler<PruneAbandonedDraftsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ untouchedSince }: PruneAbandonedDraftsCommand): Promise<{ drafts: number; filesToRemove: string[] }> {
    const drafts = await this.em.find(Consultation, { status: 'draft', updatedAt: { $lt: untouchedSince } }, { fields: ['id'] });
    if (drafts.length === 0) return { drafts: 0, filesToRemove: [] };
    const ids = drafts.map((draft) => draft.id);
    const photos = await this.em.find(ConsultationPhoto, { consultation: ids }, { fields: ['storagePath'] });
    await this.em.nativeDelete(Consultation, { id: ids, status: 'draft' });
    return { drafts: ids.length, filesToRemove: photos.map((photo) => photo.storagePath) };
  }
}
