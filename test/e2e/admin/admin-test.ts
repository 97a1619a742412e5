import { testFromOwnAddresses } from '../support/client-address';

/**
 * The back-office specs that sign staff in through the login form several times each: from
 * addresses of their own, so their sign-ins neither spend nor run short of the rest of the
 * suite's allowance (30 an address per 15 minutes).
 */
export const test = testFromOwnAddresses({ desktop: '203.0.113.81', mobile: '203.0.113.91' });
