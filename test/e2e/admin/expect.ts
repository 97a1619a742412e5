import { expect as baseExpect } from '@playwright/test';

/** The back-office journeys run on a shared, busy machine: a little more patience than the suite's 5 s default. */
export const expect = baseExpect.configure({ timeout: 15_000 });
