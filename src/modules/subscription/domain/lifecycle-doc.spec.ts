import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIFECYCLE_DOC_PATH, subscriptionLifecycleDoc } from './lifecycle-doc';

describe('the generated lifecycle document', () => {
  it('matches the state machines (run `npm run docs:lifecycles` after changing one)', () => {
    const committed = readFileSync(join(__dirname, '../../../..', LIFECYCLE_DOC_PATH), 'utf8');
    expect(committed).toBe(subscriptionLifecycleDoc());
  });
});
