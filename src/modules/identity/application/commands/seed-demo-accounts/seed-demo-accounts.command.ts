import { Command } from '@nestjs/cqrs';

/**
 * Outside production only: the demo accounts, so the shop can be tried at once. Returns each
 * account's user id by email, for contexts that seed their own demo data about them.
 */
export class SeedDemoAccountsCommand extends Command<Record<string, number>> {}

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin-demo-pass', role: 'admin', firstName: 'Amelia', lastName: 'Hart' },
  // An admin who is not a prescriber: sees reviews but cannot approve or decline.
  { email: 'staff@example.com', password: 'staff-demo-pass', role: 'admin', firstName: 'Sam', lastName: 'Okafor' },
  // An admin who is a pharmacist (the pharmacy context gives her the profile): checks supplies, signs in as responsible pharmacist.
  { email: 'pharmacist@example.com', password: 'pharmacist-demo-pass', role: 'admin', firstName: 'Sophie', lastName: 'Clarke' },
  { email: 'customer@example.com', password: 'customer-demo-pass', role: 'customer', firstName: 'Chloe', lastName: 'Bennett', birthDate: '1994-03-12', sexAtBirth: 'female' },
] as const;

/**
 * The demo staff accounts' authenticator secret (base32), published in the README so the quick
 * start works: add it to an authenticator app, or print the current code with `npm run cli -- totp`.
 * Never seeded in production, where staff set up their own at first sign-in.
 */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETFORLOCALUSE22';
