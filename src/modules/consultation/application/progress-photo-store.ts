import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProgressPhoto } from '../infrastructure/progress-photo.entity';
import { cleanPhoto } from '../infrastructure/photo-processing';
import { PrivateFileStore } from '../../../shared/storage/private-file-store';

/**
 * Keeps a customer's progress photo the way consultation photos are kept: checked by
 * content, re-encoded without metadata, written under a random name in private storage,
 * and the file removed again if its row cannot be saved.
 */
@Injectable()
export class ProgressPhotoStore {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
  ) {}

  async add(userId: number, upload: Buffer, at = new Date()): Promise<ProgressPhoto> {
    const photo = await cleanPhoto(upload);
    const stored = Object.assign(new ProgressPhoto(), { userId, contentType: photo.contentType, byteSize: photo.contents.length, createdAt: at });
    stored.storagePath = `progress/${stored.id}.${photo.extension}`;
    await this.files.write(stored.storagePath, photo.contents);
    try {
      await this.em.persist(stored).flush();
    } catch (error) {
      await this.files.remove(stored.storagePath);
      throw error;
    }
    return stored;
  }
}
