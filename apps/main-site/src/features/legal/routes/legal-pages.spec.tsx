import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MainRoutes from '../../../app/main-routes';
import { siteContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

const PAGES = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    facts: [
      /name, email address and phone number/i,
      /within 90 days/,
      /payment providers/i,
      /reCAPTCHA/,
      /Google Sign-In/,
      /under 13/,
      /under 16 may only use the service with the consent of a parent/,
    ],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    facts: [
      /Essential cookies/,
      /Functionality cookies/,
      /performance, analytics, targeting or advertising cookies/,
    ],
  },
  {
    path: '/acceptable-use-policy',
    title: 'Acceptable Use Policy',
    facts: [
      /earlier of the day you first use the service after it is published, or 30 days after it is published/,
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    facts: [/under 13/, /flat \$10 disbursement fee/],
  },
];

describe('Legal pages', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(PAGES)(
    '$path states its facts and when it was last updated',
    async ({ path, title, facts }) => {
      renderRoutes(<MainRoutes context={siteContext} />, path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} | Domainfolio`));
      expect(screen.getByText('21 April 2021')).toHaveAttribute('datetime', '2021-04-21');
      const article = screen.getByRole('article');
      for (const fact of facts) expect(article).toHaveTextContent(fact);
    },
  );
});
