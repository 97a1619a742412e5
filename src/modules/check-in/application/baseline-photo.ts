import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { storagePathOf, storageUrl } from '../../../shared/storage/storage-url';
import { ListConsultationSubmissionsQuery, ListProgressPhotosQuery } from '../../consultation';

/**
 * The patient's 'before' photo for the before/after comparison: the first photo of their first
 * submitted consultation (taken before treatment), else their earliest progress photo.
 */
@Injectable()
export class BaselinePhoto {
  constructor(private readonly queries: QueryBus) {}

  async urlFor(userId: number): Promise<string | null> {
    const submissions = await this.queries.execute(new ListConsultationSubmissionsQuery(userId));
    for (const submission of [...submissions].reverse()) {
      const images = submission.fields.find((field) => field.field_type === 'images');
      const [first] = images ? (JSON.parse(images.field_value) as string[]) : [];
      if (first) return storageUrl(storagePathOf(first));
    }
    const progress = await this.queries.execute(new ListProgressPhotosQuery(userId));
    return progress.at(-1)?.url ?? null;
  }
}
