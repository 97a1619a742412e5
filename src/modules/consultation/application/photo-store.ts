import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { cleanPhoto } from '../infrastructure/photo-processing';
import { PrivateFileStore } from '../../../shared/storage/private-file-store';

/** A row that says whose a photo in private storage is (a consultation answer, a progress photo). */
interface PhotoRow {
  id: string;
  storagePath: string;
  contentType: string;
  byteSize: number;
}

/**
 * Keeps a photo: checked by content, re-encoded without metadata, written under a random
 * name in private storage, and the file removed again if its row cannot be saved.
 */
@Injectable()
export class PhotoStore {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
  ) {}

  /** Writes the photo into `folder` and saves its row, made by `newRow` only once the upload has passed as a photo. */
  async keep<TRow extends PhotoRow>(folder: string, upload: Buffer, newRow: () => TRow): Promise<TRow> {
    const photo = await cleanPhoto(upload);
    const row = Object.assign(newRow(), { contentType: photo.contentType, byteSize: photo.contents.length });
    row.storagePath = `${folder}/${row.id}.${photo.extension}`;
    await this.files.write(row.storagePath, photo.contents);
    try {
      await this.em.persist(row).flush();
    } catch (error) {
      await this.files.remove(row.storagePath);
      throw error;
    }
    return row;
  }
}
