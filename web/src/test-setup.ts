import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only where the runner exposes a global
// afterEach; vitest does not unless `globals` is on, so the tier says it once here.
afterEach(cleanup);
