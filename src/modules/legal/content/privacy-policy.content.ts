import { LEGAL_DOCUMENT_PATHS, type LegalDocument, type LegalFacts } from '../domain/legal-document';
import { companyParticulars, paragraph as p, pharmacyParticulars } from '../domain/legal-wording';

/** Change the words below and this changes too: a new version, dated the day it takes effect (docs/legal-documents.md). */
export const PRIVACY_POLICY_VERSION = { version: '1.0', effectiveOn: '2026-11-24' } as const;

/**
 * How the shop uses personal and health data (UK GDPR, Data Protection Act 2018). The retention
 * periods follow docs/data-rights-and-retention.md and the constants of the privacy context:
 * change them together.
 */
export function privacyPolicy({ business, siteUrl }: LegalFacts): LegalDocument {
  const { tradingName, legalName, email, telephone } = business;
  const postal = `${legalName}, Data protection, ${business.registeredAddressLines.join(', ')}`;
  return {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    ...PRIVACY_POLICY_VERSION,
    ...LEGAL_DOCUMENT_PATHS['privacy-policy'],
    summary: `How ${tradingName} collects, uses, shares and protects your personal information, including the health information you give in your consultation, how long we keep it, and your rights over it.`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          p(
            `${legalName} is the controller of your personal information: we decide how and why it is used. We are registered with the Information Commissioner’s Office (ICO) under registration number ${business.icoRegistrationNumber}.`,
          ),
          p(companyParticulars(business)),
          p(pharmacyParticulars(business)),
          p(`For anything about your personal information, email ${email}, call ${telephone}, or write to ${postal}.`),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        paragraphs: [
          p('We collect what you give us when you use our service, and what we record while we provide it:', [
            'account details: your legal name, email address, password (stored only in a form that cannot be read back), mobile number, date of birth and sex at birth;',
            'delivery and billing address;',
            'your consultation: your answers to the medical questions and the photos of your skin you send, including unfinished consultations you have saved;',
            'progress photos you upload to your account;',
            'messages between you and our team in Chat;',
            'prescriptions, the prescriber’s decisions and their reasons, and the record of each supply we dispense and send;',
            'orders and payments: what you bought, amounts, dates, promotion and referral codes, and the payment references of our payment provider. Your card is entered into Stripe’s form, not ours: we hold only the card’s brand, last four digits and expiry date;',
            'if we ask you to confirm your identity, the details or document you give us for that;',
            'if you join our mailing list, your email address and when you joined;',
            'technical information: the session cookie that keeps you signed in (see Cookies) and our servers’ logs of requests, which include your IP address.',
          ]),
        ],
      },
      {
        id: 'health-data',
        heading: 'Your health information',
        paragraphs: [
          p(
            'Your consultation answers and photos, your messages with the clinical team, your prescriptions and the record of your treatment are health data, a special category of personal data under Article 9 of the UK GDPR. We treat them with extra care.',
          ),
          p(
            'We use health data to assess whether a treatment is right for you, to prescribe, dispense and supply it, and to look after you while you use it. Our lawful basis is Article 6(1)(b) of the UK GDPR (it is needed for the contract you ask us to enter into) and Article 6(1)(c) (the law requires us to keep prescription and pharmacy records). Our condition for using health data is Article 9(2)(h): it is needed for medical diagnosis, the provision of health care and the management of health care services, with the Data Protection Act 2018, Schedule 1, Part 1, paragraph 2. Your health data is used only by, or under the responsibility of, health professionals who owe you a duty of confidentiality.',
          ),
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Why we use your information, and our lawful bases',
        paragraphs: [
          p('Besides your health care (above), we use your information:', [
            'to run your account, take payments, send your treatment and tell you about your orders (reminders before each charge, receipts, dispatch emails): Article 6(1)(b), our contract with you;',
            'to keep accounting and tax records: Article 6(1)(c), a legal obligation;',
            'to keep our service and your account secure, and to prevent fraud and misuse: Article 6(1)(f), our legitimate interest in a safe service;',
            'to handle complaints and legal claims: Article 6(1)(f), and for health data Article 9(2)(f);',
            'to send you our newsletter, only if you ask for it: Article 6(1)(a), your consent, which you can withdraw at any time;',
            'to write to your GP about your treatment, only if you ask us to: your consent.',
          ]),
          p(
            'We do not sell your information, and we do not use it for advertising. We do not make decisions about you by automated means alone: our consultation highlights answers that need a prescriber’s attention, but a prescriber reads every consultation and makes every decision.',
          ),
        ],
      },
      {
        id: 'who-sees-what',
        heading: 'Who sees your information',
        paragraphs: [
          p('Inside our team, people see what their work needs, and no more:', [
            'prescribers (doctors and independent prescribing pharmacists) see your consultation answers and photos, your messages and your treatment history, to decide on and review your treatment;',
            'pharmacists and the dispensary team see your prescriptions, name, date of birth and delivery address, to dispense and send your treatment;',
            'our operations and customer support team see your account, address, orders, payment status and messages, to run your subscription and answer you; they look at health details only when they need to in order to help you.',
          ]),
          p(
            'Our systems check that whoever asks for your records is you or a member of our team, and record in an audit trail every change staff make to your records and every time staff open your photos. Everyone in our team is bound by confidentiality.',
          ),
          p('We use service providers who handle personal information on our behalf and only on our instructions (processors):', [
            'Stripe, for card payments. Stripe is also a controller in its own right for fraud prevention and its legal obligations, under its own privacy policy;',
            'an email delivery provider, to send our emails to you;',
            'our hosting and storage provider, on whose servers the service runs and your information is stored;',
            'Royal Mail or another courier, who receive your name, delivery address and the parcel’s tracking number to deliver it.',
          ]),
          p(
            'We share your information with your GP only if you ask us to. We give it to others only where the law requires or allows it: for example to the General Pharmaceutical Council or the Medicines and Healthcare products Regulatory Agency (MHRA) when they inspect us or investigate, to the police or a court with the legal power to require it, or to protect someone from serious harm. If our business is ever sold, your information would pass to the buyer under the same protections, and we would tell you first.',
          ),
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Where your information goes',
        paragraphs: [
          p(
            'We do not send your information outside the UK ourselves. Some of our processors may handle it outside the UK: Stripe, for example, processes payment data in the United States. Where that happens, the transfer is protected as UK data protection law requires, by UK adequacy regulations (including the UK Extension to the EU-US Data Privacy Framework for certified companies) or by the ICO’s International Data Transfer Agreement or Addendum. Ask us for details of the safeguard for a particular provider.',
          ),
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          p(
            'While your account is open, we keep what you have given us and the record of your treatment, so that we can go on looking after you. Some records must outlive your account, because the law or good clinical practice requires it. We keep:',
            [
              'prescriptions, the prescriber’s decisions, the consultations they rest on (with their photos), and the records of what we supplied: for 8 years after your account is erased, as the Records Management Code of Practice for Health and Social Care 2021 advises for adult health records. This is longer than the 2 years the Human Medicines Regulations 2012 (regulation 253) require for private prescriptions, so it meets both;',
              'our prescription-only medicines register, the pharmacy’s legal record of each supply: at least 2 years from the date of its last entry, as regulation 253 requires. Entries are never changed or deleted, only corrected by a new entry;',
              'payment records: for 7 years after your account is erased, because HMRC requires business records to be kept for 6 years from the end of the financial year they relate to;',
              'an unfinished consultation you never submitted, with its photos: for 90 days after you last saved it;',
              'a copy of your data you download from your account: for 7 days after it is ready;',
              'your messages with our team, your progress photos, your addresses and your mailing list sign-up: until your account is erased, or until you leave the mailing list;',
              'the audit trail of changes to your records and of staff opening your photos: at least as long as the records it describes, as our evidence of how they were handled;',
              'your sign-in session: 2 hours after your last visit if you are not signed in; once signed in, 1 day after your last visit and 14 days at most.',
            ],
          ),
          p(
            'A nightly process deletes records when their period ends. The register and the audit trail are never cleared automatically, only by a reviewed decision (for the register, our superintendent pharmacist’s).',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          p('UK data protection law gives you these rights, and here is how to use them:', [
            `Access (a copy of your data): in your account, choose Download my data. We prepare a ZIP file of everything we hold about you (your account, addresses, consultations with their photos, prescriptions, orders, payments, messages and the record of what was done with your data) and email you when it is ready to download, for 7 days. You can also ask us by email.`,
            'Portability: the same ZIP file holds your data in a machine-readable format (JSON) that you can give to another provider.',
            'Rectification: you can correct your details in your account, or ask us to. A clinical record or a prescription is corrected by adding to it rather than rewriting it, so the record shows what was known when.',
            'Erasure: in your account, choose Delete my account. Our team reviews every request and answers within one month. We erase everything we are allowed to, and keep, restricted from any other use, only what the law requires (see How long we keep it). If an order is under way, we complete or refund it first. If we cannot erase something, we tell you why.',
            'Restriction and objection: you can ask us to stop using your information while a question about it is settled, and you can object to what we do on the basis of our legitimate interests.',
            'Withdrawing consent: you can leave our mailing list or withdraw your consent to us writing to your GP at any time, by telling us.',
          ]),
          p(
            `You can use any of these rights by email to ${email}, by phone or by post to ${postal}. It is free. We may need to confirm it is you before we act. We answer within one month; if a request is complex we may need up to two more months, and we will tell you within the first month if so.`,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        paragraphs: [
          p('We protect your information with measures that include:', [
            'encrypted connections (HTTPS) between your browser and our service;',
            'passwords stored only as one-way hashes (argon2id), never in a form anyone can read;',
            'photos re-encoded when you upload them, which removes hidden details such as location, and stored privately: they are shown only to you and the clinical team, never at a public address;',
            'card details entered straight into Stripe’s form, so they never reach our servers;',
            'access limited to our team, with staff sessions that end sooner than customers’, and changes to your records recorded.',
          ]),
          p(
            'No system is perfectly secure. If a breach of your information is likely to put you at high risk, we will tell you without undue delay, as well as the ICO.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          p(
            'We use one cookie of our own, shop.sid. It keeps you signed in and protects your forms from being submitted by other websites. It is strictly necessary for the service you ask for, so the law does not require your consent for it. It ends when you sign out, or when your session ends (see How long we keep it).',
          ),
          p(
            'We do not use analytics, advertising or tracking cookies, and no other company tracks you through our website. When you open a friend’s referral link, your browser keeps their code (in its local storage) until checkout uses it. On the pages where you enter a card, Stripe’s payment form may set cookies of its own that Stripe needs to prevent fraud.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        paragraphs: [p('Our service is for people aged 16 and over. We do not knowingly provide it to, or collect information about, anyone younger.')],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          p(
            `Each version of this policy carries its version number and the date it took effect, and the current one is always at ${siteUrl}/privacy-policy. If we change how we use your information in a way that matters to you, we will tell you by email before the change takes effect.`,
          ),
        ],
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        paragraphs: [
          p(
            `If you are unhappy with how we have used your information, please tell us first (${email}) so we can put it right. You also have the right to complain to the Information Commissioner’s Office, the UK’s data protection regulator: https://ico.org.uk/make-a-complaint, telephone 0303 123 1113, or Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire, SK9 5AF.`,
          ),
        ],
      },
    ],
  };
}
