import { createHash } from 'node:crypto';
import { readPdfText } from '../../../../test/support/read-pdf-text';
import { businessIdentityFrom } from '../../../config/business-identity';
import { LEGAL_DOCUMENT_SLUGS, type LegalDocument, type LegalFacts } from '../domain/legal-document';
import { renderLegalDocumentPdf } from '../infrastructure/legal-document.pdf';
import { LEGAL_DOCUMENTS } from './legal-documents';

/** A business unlike the demo one, so every configured value can be seen in the words. */
const facts: LegalFacts = {
  business: businessIdentityFrom({
    BUSINESS_TRADING_NAME: 'Brightskin',
    BUSINESS_LEGAL_NAME: 'Brightskin Health Limited',
    BUSINESS_COMPANY_NUMBER: '12345678',
    BUSINESS_REGISTERED_ADDRESS: '5 Mill Lane, Leeds, LS1 4AB',
    BUSINESS_EMAIL: 'care@brightskin.example',
    BUSINESS_PHONE: '0113 496 0000',
    BUSINESS_ICO_NUMBER: 'ZB765432',
    PHARMACY_NAME: 'Brightskin Pharmacy',
    PHARMACY_ADDRESS: 'Unit 2, Aire Works, Leeds, LS9 8AA',
    PHARMACY_GPHC_NUMBER: '1122334',
    SUPERINTENDENT_PHARMACIST_NAME: 'Aisha Rahman',
    SUPERINTENDENT_PHARMACIST_GPHC_NUMBER: '2233445',
    CQC_PROVIDER_ID: '1-101234567',
    NODE_ENV: 'production',
  }),
  siteUrl: 'https://brightskin.example',
  renewalReminderDays: 5,
};

const documents = LEGAL_DOCUMENT_SLUGS.map((slug) => LEGAL_DOCUMENTS[slug](facts));
const wordsOf = (document: LegalDocument) =>
  [document.title, document.summary, ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs.flatMap((paragraph) => [paragraph.text, ...(paragraph.list ?? [])])])].join('\n');

/**
 * The fingerprint of each version's words (filled from `facts` above). Changing the words
 * without a new version and effective date fails here: a customer who agreed to version 1.0
 * must be able to see what version 1.0 said. After changing them, give the document a new
 * version and date, and record the new fingerprint with the version beside it.
 */
const RECORDED_FINGERPRINTS: Record<string, string> = {
  'terms 1.0': '5227ed1cbbbd0166ce86851eaa63748da77f8ed4fec60b0946252402c8154885',
  // 1.1: creams are priced by the month and a 2-month delivery charges two months (ADR 0009).
  'terms 1.1': '40665c5468dc1a097db708338afb1043bcd6dbb46872c8733d80ad7d818724db',
  'privacy-policy 1.0': '3144d118aa17e86cec2c712268ba1d045f6cbec17a8a8b4d7bde73a51874e0b7',
};

describe('legal documents', () => {
  it.each(documents.map((document) => [document.slug, document] as const))('%s: versioned, dated, with unique anchors and no empty or broken text', (_slug, document) => {
    expect(document.version).toMatch(/^\d+\.\d+$/);
    expect(document.effectiveOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const section of document.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    expect(wordsOf(document)).not.toMatch(/undefined|NaN|null|\[object|\$\{/);
  });

  it.each(documents.map((document) => [document.slug, document] as const))('%s: the words have not changed since their version was recorded', (slug, document) => {
    const fingerprint = createHash('sha256').update(JSON.stringify(document)).digest('hex');
    expect({ version: `${slug} ${document.version}`, fingerprint }).toEqual({ version: `${slug} ${document.version}`, fingerprint: RECORDED_FINGERPRINTS[`${slug} ${document.version}`] });
  });

  it('the terms name the business, the pharmacy and its superintendent, and hold the refund policy the footer links to', () => {
    const terms = LEGAL_DOCUMENTS.terms(facts);
    const words = wordsOf(terms);
    for (const expected of [
      'Brightskin is a trading name of Brightskin Health Limited, a company registered in England and Wales under company number 12345678, whose registered office is at 5 Mill Lane, Leeds, LS1 4AB.',
      'Brightskin Pharmacy, Unit 2, Aire Works, Leeds, LS9 8AA',
      'premises registration number 1122334',
      'Aisha Rahman (GPhC registration number 2233445)',
      'care@brightskin.example',
      '0113 496 0000',
      'https://brightskin.example/privacy-policy',
      'We email you five days before each charge',
      'every 2 months',
      'regulation 27(2)(a)',
      'Consumer Rights Act 2015',
    ])
      expect(words).toContain(expected);
    expect(terms.sections.map((section) => section.id)).toEqual(expect.arrayContaining(['subscription', 'cancelling', 'right-to-cancel', 'refunds', 'complaints']));
    expect(terms.sections.find((section) => section.id === 'refunds')?.heading).toBe('Refunds');
  });

  it('the privacy policy names the controller and its ICO registration, the bases for health data, the retention periods and the rights', () => {
    const words = wordsOf(LEGAL_DOCUMENTS['privacy-policy'](facts));
    for (const expected of [
      'Brightskin Health Limited is the controller',
      'registration number ZB765432',
      'Article 9(2)(h)',
      'Article 6(1)(b)',
      'Article 6(1)(c)',
      'regulation 253',
      'for 7 years after your account is erased',
      'for 8 years after your account is erased',
      'for 90 days after you last saved it',
      'Download my data',
      'Delete my account',
      'https://ico.org.uk/make-a-complaint',
      'shop.sid',
    ])
      expect(words).toContain(expected);
  });

  it('tells a trading name that is the company name apart from one that is not', () => {
    const company = { ...facts, business: { ...facts.business, tradingName: 'Brightskin Health Limited' } };
    expect(wordsOf(LEGAL_DOCUMENTS.terms(company))).toContain('Brightskin Health Limited, a company registered in England and Wales');
    expect(wordsOf(LEGAL_DOCUMENTS.terms(company))).not.toContain('is a trading name of');
  });

  it.each(documents.map((document) => [document.slug, document] as const))('%s: the PDF holds every heading and paragraph, numbered, with its version and page numbers', async (_slug, document) => {
    const { text, pages } = await readPdfText(await renderLegalDocumentPdf(document, facts.business));
    expect(pages).toBeGreaterThan(1);
    const lastUpdated = new Date(document.effectiveOn).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(text).toContain(`${document.title} Version ${document.version} · Last updated ${lastUpdated}`);
    document.sections.forEach((section, index) => expect(text).toContain(`${index + 1}. ${section.heading}`));
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Brightskin · ${document.title} · version ${document.version} Page ${page} of ${pages}`);
    // Read as running text: without the page footers, and with web addresses broken across lines (after a - or /) joined again.
    const running = text.replace(/ Brightskin · [^·]+ · version [\d.]+ Page \d+ of \d+/g, '').replace(/([-/]) /g, '$1');
    for (const paragraph of document.sections.flatMap((section) => section.paragraphs)) {
      expect(running).toContain(paragraph.text);
      for (const item of paragraph.list ?? []) expect(running).toContain(item);
    }
  });
});
