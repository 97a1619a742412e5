import { testFromOwnAddresses } from '../support/client-address';

/** Every checkout test registers a customer: from addresses of their own (see testFromOwnAddresses). */
export const test = testFromOwnAddresses({ desktop: '203.0.113.31', mobile: '203.0.113.41' });

export { expect } from '@playwright/test';
