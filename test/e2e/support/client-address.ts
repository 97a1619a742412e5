import { test as base } from '@playwright/test';

/**
 * A `test` whose browser comes from client addresses of its own, one per project. Journeys
 * that register customers or log in use one: registrations (20 an hour) and logins (30 in 15
 * minutes) are limited per client address, so they neither spend nor run short of the rest of
 * the suite's allowance.
 */
export function testFromOwnAddresses(addresses: { desktop: string; mobile: string }) {
  return base.extend({
    extraHTTPHeaders: async ({}, use, testInfo) => {
      await use({ 'X-Forwarded-For': testInfo.project.name === 'mobile' ? addresses.mobile : addresses.desktop });
    },
  });
}
