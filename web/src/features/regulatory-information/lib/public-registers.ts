interface Regulator {
  name: string;
  register: string;
}

/** Where a patient checks each registration for themselves. */
export const REGULATORS = {
  GMC: { name: 'General Medical Council', register: 'https://www.gmc-uk.org/registration-and-licensing/the-medical-register' },
  GPhC: { name: 'General Pharmaceutical Council', register: 'https://www.pharmacyregulation.org/registers' },
  NMC: { name: 'Nursing and Midwifery Council', register: 'https://www.nmc.org.uk/registration/search-the-register/' },
} satisfies Record<string, Regulator>;

/** The regulator of a prescriber's professional body, if we know it. */
export const regulatorOf = (body: string): Regulator | undefined => (REGULATORS as Record<string, Regulator>)[body];

/** The CQC's page for a provider, by its id ('1-101234567'). */
export const cqcProviderPage = (providerId: string) => `https://www.cqc.org.uk/provider/${encodeURIComponent(providerId)}`;
