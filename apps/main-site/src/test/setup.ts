import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadRouteChunks } from '../app/main-routes';
import { currentUserReply, mockApi } from './mock-api';

// findBy/waitFor give up after this long; a loaded CI machine renders the bigger screens (the
// domain table) slower than a laptop, and these are upper bounds, not waits.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; Headless UI's anchored menus and transitions use them.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.getAnimations ??= () => [];

// The site loads its pages in chunks on first use; tests have them all at hand, as a browser
// does once a chunk has arrived.
// An upper bound for the first transform of every chunk on a loaded machine, not a wait.
beforeAll(() => preloadRouteChunks(), 120_000);

beforeEach(() => {
  // Pages that call the API without a test stubbing it see a signed-out visitor, not jsdom's
  // missing network. Tests that care stub fetch themselves.
  mockApi({ 'GET /api/current-user': currentUserReply(null) });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
