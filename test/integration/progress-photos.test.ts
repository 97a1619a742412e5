import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import sharp from 'sharp';
import { ProgressPhoto } from '../../src/modules/consultation/infrastructure/progress-photo.entity';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { PrivateFileStore } from '../../src/shared/storage/private-file-store';
import { samplePhoto } from '../support/consultation-answers';
import { type Agent, newlySignedUpCustomer, ormOf } from '../support/test-app';
import { appWithSignedInAdmin, type SignedInSession } from '../support/signed-in-admin';

let app: NestExpressApplication;
let admin: SignedInSession;

beforeAll(async () => ({ app, admin } = await appWithSignedInAdmin()));
afterAll(() => app.close());

type Session = { agent: Agent; csrfToken: string; userId?: number };
type Photo = { id: string; url: string; created_at: string; day: string };

const upload = (customer: Session, contents: Buffer, name = 'selfie.jpg') =>
  customer.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', customer.csrfToken).attach('photo', contents, name);
const photosOf = async (customer: Session): Promise<Photo[]> => (await customer.agent.get('/v2/profile/data/photos').expect(200)).body.photos;
const storedRows = (userId: number) => ormOf(app).em.fork().count(ProgressPhoto, { userId });
const progressFiles = async () => {
  let files = 0;
  for await (const _path of app.get(PrivateFileStore).list('progress')) files++;
  return files;
};
const binary = (response: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('progress photos', () => {
  it('stores a photo without its metadata, lists it newest first under its UK day, and serves it to its owner', async () => {
    const customer = await newlySignedUpCustomer(app);
    expect(await photosOf(customer)).toEqual([]);

    const first = (await upload(customer, await samplePhoto({ withLocation: true })).expect(200)).body as Photo;
    expect(first.url).toMatch(/^\/storage\/progress\/[0-9a-f-]{36}\.jpg$/);
    expect(first.day).toBe(ukCalendarDate(new Date()));
    const second = (await upload(customer, await samplePhoto({ format: 'png' }), 'no-extension').expect(200)).body as Photo;
    expect((await photosOf(customer)).map((photo) => photo.id)).toEqual([second.id, first.id]);

    const served = await customer.agent.get(first.url).buffer(true).parse(binary as never).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const kept = await sharp(served.body as Buffer).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.width).toBe(64);
  });

  it("never shows or lists one customer's photos to another; admins can see them", async () => {
    const owner = await newlySignedUpCustomer(app);
    const stranger = await newlySignedUpCustomer(app);
    const photo = (await upload(owner, await samplePhoto()).expect(200)).body as Photo;

    expect(await photosOf(stranger)).toEqual([]);
    await stranger.agent.get(photo.url).expect(404);
    await stranger.agent.get('/v2/admin/data/progress-photos').query({ user_id: owner.userId }).expect(403);
    await request(app.getHttpServer()).get(photo.url).expect(401);
    await request(app.getHttpServer()).get('/v2/profile/data/photos').expect(401);
    await request(app.getHttpServer()).post('/v2/profile/form/upload-photo').attach('photo', await samplePhoto(), 'a.jpg').expect(401);
    await request(app.getHttpServer()).get('/v2/admin/data/progress-photos').query({ user_id: 1 }).expect(401);

    await admin.agent.get(photo.url).expect(200);
    const listed = (await admin.agent.get('/v2/admin/data/progress-photos').query({ user_id: owner.userId }).expect(200)).body.photos;
    expect(listed).toEqual([photo]);
    await admin.agent.get('/v2/admin/data/progress-photos').query({ user_id: 'me' }).expect(400);
  });

  it('refuses a non-image, an image in another format, an oversize file and a missing one, keeping nothing', async () => {
    const customer = await newlySignedUpCustomer(app);
    const userId = customer.userId;
    const filesBefore = await progressFiles();

    const text = await upload(customer, Buffer.from('%PDF-1.4 not a photo'), 'selfie.jpg').expect(400);
    expect(text.body.fields).toEqual({ photo: ['Please choose a photo in JPEG, PNG or WebP format.'] });
    const gif = await upload(customer, await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer(), 'a.png').expect(400);
    expect(gif.body.message).toBe('Please choose a photo in JPEG, PNG or WebP format.');
    const huge = await upload(customer, Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.jpg').expect(400);
    expect(huge.body.fields).toEqual({ photo: ['Photos must be 10 MB or smaller.'] });
    const none = await customer.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', customer.csrfToken).field('note', 'x').expect(400);
    expect(none.body.fields).toEqual({ photo: ['Please choose a photo in JPEG, PNG or WebP format.'] });
    const nothing = await customer.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', customer.csrfToken).send({}).expect(400);
    expect(nothing.body.message).toBe('Please choose a photo in JPEG, PNG or WebP format.');

    expect(await storedRows(userId)).toBe(0);
    expect(await photosOf(customer)).toEqual([]);
    expect(await progressFiles()).toBe(filesBefore);
  });

  it('takes one file at a time', async () => {
    const customer = await newlySignedUpCustomer(app);
    const two = await customer.agent
      .post('/v2/profile/form/upload-photo')
      .set('x-csrf-token', customer.csrfToken)
      .attach('photo', await samplePhoto(), 'a.jpg')
      .attach('photo', await samplePhoto(), 'b.jpg')
      .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));
    expect(two.status).toBeLessThan(500);
    expect(await storedRows(customer.userId)).toBe(0);
  });
});
