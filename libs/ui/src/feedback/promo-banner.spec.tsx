import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoBanner } from './promo-banner';

const COOKIE = 'test_banner';

describe('PromoBanner', () => {
  afterEach(() => {
    document.cookie = `${COOKIE}=; Max-Age=0; Path=/`;
  });

  it('hides when dismissed and stays hidden on the next visit', async () => {
    const { unmount } = render(
      <PromoBanner
        cookieName={COOKIE}
        cookieDays={30}
        action={{ label: 'Get Started', href: '/register' }}
      >
        Upload your portfolio
      </PromoBanner>,
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Upload your portfolio')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${COOKIE}=dismissed`);

    unmount();
    render(
      <PromoBanner cookieName={COOKIE} cookieDays={30}>
        Upload your portfolio
      </PromoBanner>,
    );
    expect(screen.queryByText('Upload your portfolio')).not.toBeInTheDocument();
  });
});
