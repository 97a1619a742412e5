import { CONFIGURED_BUSINESS } from '../support/configured-business-env';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Carrier } from '../../src/modules/fulfilment/application/carrier';
import { readPdfText } from '../support/read-pdf-text';
import { createTestApp } from '../support/test-app';

/**
 * The terms and the privacy policy, as PDFs and as the data of their web pages, for anyone,
 * filled from the configured business (here not the demo one, set before the app loads).
 */
let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const guest = () => request(app.getHttpServer());

async function pdfText(path: string): Promise<string> {
  const response = await guest()
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200)
    .expect('Content-Type', 'application/pdf')
    .expect('Cache-Control', 'public, max-age=3600');
  expect(response.headers['content-disposition']).toMatch(/^inline; filename="[a-z-]+-\d+\.\d+\.pdf"$/);
  return (await readPdfText(response.body as Buffer)).text;
}

/** What both documents say about who we are: every value from the configuration. */
const IDENTITY = [
  'Brightskin is a trading name of Brightskin Health Limited, a company registered in Scotland under company number SC654321, whose registered office is at 2 Quay Street, Glasgow, G1 1AA.',
  'Our pharmacy, Brightskin Pharmacy, Unit 9, Dock Road, Paisley, PA1 1AA, is registered with the General Pharmaceutical Council (GPhC) under premises registration number 1234567.',
  'Our superintendent pharmacist is Aisha Rahman (GPhC registration number 2234567).',
  'care@brightskin.example',
  '0141 496 0000',
];

describe('the legal documents', () => {
  it('serve the terms as a PDF, inline, naming the configured business and holding the subscription, cancellation and refund clauses', async () => {
    const text = await pdfText('/legal/terms.pdf');
    for (const expected of [
      'Terms and conditions Version 1.1',
      ...IDENTITY,
      'a supply (a 30 ml formula or a box of tablets) every 2 months',
      'We email you five days before each charge',
      'You can cancel your subscription at any time from your account',
      'regulation 27(2)(a)',
      '8. Refunds We refund you in full: if the prescriber decides a treatment is not right for you',
      'We will send a replacement at no cost or refund you in full',
      'General Pharmaceutical Council',
      'alternative dispute resolution',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Derm Shop');
  });

  it('serve the privacy policy as a PDF, naming the controller, its ICO registration, the bases for health data, retention and rights', async () => {
    const text = await pdfText('/legal/privacy-policy.pdf');
    for (const expected of [
      'Privacy policy Version 1.0',
      'Brightskin Health Limited is the controller of your personal information',
      'registration number ZB123456',
      ...IDENTITY,
      'Article 9(2)(h)',
      'regulation 253',
      'Download my data',
      'Delete my account',
      'https://ico.org.uk/make-a-complaint',
      'https://brightskin.example/privacy-policy',
    ])
      expect(text).toContain(expected);
  });

  it('give the web pages the same document, version and anchors, refunds among them', async () => {
    const terms = (await guest().get('/content/legal/terms').expect(200)).body;
    expect(terms).toMatchObject({ slug: 'terms', title: 'Terms and conditions', version: '1.1', effectiveOn: '2026-11-25', pagePath: '/terms', pdfPath: '/legal/terms.pdf' });
    const refunds = terms.sections.find((section: { id: string }) => section.id === 'refunds');
    expect(refunds).toMatchObject({ heading: 'Refunds' });
    expect(JSON.stringify(terms)).toContain(CONFIGURED_BUSINESS.BUSINESS_COMPANY_NUMBER);

    const policy = (await guest().get('/content/legal/privacy-policy').expect(200)).body;
    expect(policy).toMatchObject({ slug: 'privacy-policy', title: 'Privacy policy', pagePath: '/privacy-policy', pdfPath: '/legal/privacy-policy.pdf' });
    expect(policy.sections.map((section: { id: string }) => section.id)).toEqual(
      expect.arrayContaining(['who-we-are', 'health-data', 'who-sees-what', 'retention', 'your-rights', 'cookies']),
    );
    expect(JSON.stringify(policy)).toContain(CONFIGURED_BUSINESS.BUSINESS_ICO_NUMBER);
  });

  it('print the configured pharmacy on the documents of a supply too', async () => {
    // The label's return address comes from the same configuration (LocalCarrier); the A4
    // documents' letterhead is checked in documents.spec.ts with the demo pharmacy.
    const carrier = app.get(Carrier);
    const { labelPdf } = await carrier.createShipment({ reference: 'legal-test', recipient: { name: 'Priya Shah', addressLines: ['1 High Street', 'Leeds'], postcode: 'LS1 1AA' }, weightGrams: 100 });
    expect((await readPdfText(labelPdf)).text).toContain('RETURN TO Brightskin Pharmacy, Unit 9, Dock Road, Paisley, PA1 1AA');
  });
});
