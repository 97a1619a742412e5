import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type Sharp from 'sharp';
import { FindUserByEmailQuery } from '../../../../identity';
import { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { PhotoStore } from '../../photo-store';
import { SeedDemoProgressPhotoCommand } from './seed-demo-progress-photo.command';

/** A drawn stand-in for a selfie: soft light on a skin tone. No real person's photo ships with the code. */
const DEMO_PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">
  <defs>
    <radialGradient id="light" cx="42%" cy="36%" r="75%"><stop offset="0" stop-color="#f4d2bd"/><stop offset="0.6" stop-color="#e2ad8f"/><stop offset="1" stop-color="#b9806a"/></radialGradient>
  </defs>
  <rect width="900" height="1200" fill="#d9cfc4"/>
  <ellipse cx="450" cy="560" rx="300" ry="390" fill="url(#light)"/>
  <ellipse cx="450" cy="1180" rx="420" ry="260" fill="#8c9a8f"/>
</svg>`;

@CommandHandler(SeedDemoProgressPhotoCommand)
export class SeedDemoProgressPhotoHandler implements ICommandHandler<SeedDemoProgressPhotoCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly photos: PhotoStore,
  ) {}

  async execute({ customerEmail }: SeedDemoProgressPhotoCommand): Promise<void> {
    const userId = (await this.queries.execute(new FindUserByEmailQuery(customerEmail)))?.id;
    if (userId === undefined || (await this.em.count(ProgressPhoto, { userId }))) return;
    // Required here, not at start: only development seeding draws the demo photo.
    const sharp = require('sharp') as typeof Sharp;
    const jpeg = await sharp(Buffer.from(DEMO_PHOTO_SVG)).jpeg({ quality: 85 }).toBuffer();
    // Dated a few days back, so a photo uploaded in a demo shows under a day of its own.
    const createdAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await this.photos.keep('progress', jpeg, () => Object.assign(new ProgressPhoto(), { userId, createdAt }));
  }
}
