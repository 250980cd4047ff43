import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MainRoutes from '../../../app/main-routes';
import { siteContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

describe('Pricing page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows yearly prices first, with the annual discount', async () => {
    renderRoutes(<MainRoutes context={siteContext} />, '/pricing');
    await waitFor(() => expect(document.title).toBe('Pricing | Domainfolio'));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByText('Save 8.33% with yearly billing')).toBeInTheDocument();

    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(pro).toHaveTextContent('$99/year');
    expect(pro).toHaveTextContent('Up to 5,000 domains');
    expect(pro).toHaveTextContent('2,500 leads a month');
    const free = screen.getByRole('region', { name: 'Free' });
    expect(free).toHaveTextContent('$0/year');
    expect(free).toHaveTextContent('Up to 100 domains');
    expect(free).toHaveTextContent('50 leads a month');
  });

  it('switches to monthly prices', async () => {
    renderRoutes(<MainRoutes context={siteContext} />, '/pricing');
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('region', { name: 'Pro' })).toHaveTextContent('$9/month');
    expect(screen.getByRole('region', { name: 'Free' })).toHaveTextContent('$0/month');
  });

  it('sends both plans to registration', () => {
    renderRoutes(<MainRoutes context={siteContext} />, '/pricing');
    expect(
      within(screen.getByRole('region', { name: 'Free' })).getByRole('link', {
        name: 'Register for free',
      }),
    ).toHaveAttribute('href', '/register');
    expect(
      within(screen.getByRole('region', { name: 'Pro' })).getByRole('link', {
        name: 'Get started with Pro',
      }),
    ).toHaveAttribute('href', '/register');
  });
});
