/** Writes docs/subscription-lifecycle.md from the subscription context's state machines (`npm run docs:lifecycles`). */
import { writeFileSync } from 'node:fs';
import { LIFECYCLE_DOC_PATH, subscriptionLifecycleDoc } from '../src/modules/subscription/domain/lifecycle-doc';

writeFileSync(LIFECYCLE_DOC_PATH, subscriptionLifecycleDoc());
console.log(`Wrote ${LIFECYCLE_DOC_PATH}`);
