import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import './browser-stubs';

// Every findBy* and waitFor waits for its condition; this is only the ceiling, generous for a loaded
// machine (Testing Library's own is 1 s) and inside the unit suite's 20 s per test.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
});
