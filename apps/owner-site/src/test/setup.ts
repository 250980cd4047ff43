import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy/waitFor give up after this long on a loaded CI machine; an upper bound, not a wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Scripts the pages added (reCAPTCHA, gtag.js) and the globals they set belong to one test.
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
  delete window.grecaptcha;
  delete window.gtag;
  delete window.dataLayer;
});
