import { cleanup, configure } from '@testing-library/react';

// Screens are lazy chunks; the first import of one goes through Vite's transform, which takes a moment.
configure({ asyncUtilTimeout: 5000 });

import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { setDisplayPreferences } from '../lib/format/display-preferences';

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Saved users and equipment lists must not leak from one test into the next.
afterEach(() => localStorage.clear());

// A test that makes React (or anything else) complain fails: warnings are bugs here.
let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});
afterEach(() => {
  const complaints = consoleSpies.flatMap((spy) => spy.mock.calls);
  for (const spy of consoleSpies) spy.mockRestore();
  expect(complaints, 'console.error / console.warn calls').toEqual([]);
});

// A test that switches the company to °F or another date format must not leak it into the next.
afterEach(() => setDisplayPreferences(null));
