import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadToaster } from '@domainfolio/ui';
import { preloadRouteChunks } from '../app/owner-routes';

// findBy/waitFor give up after this long on a loaded CI machine; an upper bound, not a wait.
configure({ asyncUtilTimeout: 5000 });

// The pages are lazy chunks: loaded once up front, each test renders them at once.
// An upper bound for the first transform of every chunk on a loaded machine, not a wait.
beforeAll(() => preloadRouteChunks(), 120_000);
// So is the toast library, which a page loads with its first notification: a test with fake
// timers sees its toast without waiting for a module to load.
beforeAll(() => loadToaster(), 120_000);

afterEach(() => {
  // The server renderer's tests run without a DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Scripts the pages added (reCAPTCHA, gtag.js) and the globals they set belong to one test.
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
  delete window.grecaptcha;
  delete window.gtag;
  delete window.dataLayer;
});
