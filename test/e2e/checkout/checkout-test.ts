import { test as base } from '@playwright/test';

/**
 * Every checkout test registers a customer, and registrations are limited per client
 * address (20 an hour). These tests browse from addresses of their own, one per project,
 * so they neither spend nor run short of the rest of the suite's allowance.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': testInfo.project.name === 'mobile' ? '203.0.113.41' : '203.0.113.31' });
  },
});

export { expect } from '@playwright/test';
