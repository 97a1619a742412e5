import { Command } from '@nestjs/cqrs';

/** Outside production only: the demo admin and customer, so the shop can be tried at once. */
export class SeedDemoAccountsCommand extends Command<void> {}

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin-demo-pass', role: 'admin', firstName: 'Amelia', lastName: 'Hart' },
  { email: 'customer@example.com', password: 'customer-demo-pass', role: 'customer', firstName: 'Chloe', lastName: 'Bennett' },
] as const;
