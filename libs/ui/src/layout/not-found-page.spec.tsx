import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the not-found copy and a link home', () => {
    render(<NotFoundPage homeHref="/" mainSiteUrl="http://localhost:3000" />);
    expect(screen.getByText('404 error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found.' })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we couldn't find the page you're looking for."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('links to the four legal pages on the main site', () => {
    render(<NotFoundPage homeHref="http://localhost:3000" mainSiteUrl="http://localhost:3000/" />);
    const expected = {
      'Privacy Policy': 'http://localhost:3000/privacy-policy',
      'Cookie Policy': 'http://localhost:3000/cookie-policy',
      'Acceptable Use Policy': 'http://localhost:3000/acceptable-use-policy',
      'Terms of Service': 'http://localhost:3000/terms-of-service',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('names the tab', () => {
    render(<NotFoundPage homeHref="/" mainSiteUrl="" />);
    expect(document.title).toBe('Page not found | Domainfolio');
  });
});
