import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../feedback/notify';
import { SiteShell } from './site-shell';

describe('SiteShell', () => {
  it('has no toaster until the first notification, which it then shows', async () => {
    render(
      <SiteShell>
        <p>Page</p>
      </SiteShell>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    // Nothing of the toast library on a page nobody is notified on.
    expect(screen.queryByRole('region', { name: /notifications/ })).not.toBeInTheDocument();

    await act(() =>
      notify({ type: 'SUCCESS', title: 'Offer Sent', message: 'The owner will be in touch.' }),
    );

    const toaster = await screen.findByRole('region', { name: /Domainfolio notifications/ });
    expect(await within(toaster).findByText('Offer Sent')).toBeInTheDocument();
    expect(within(toaster).getByText('The owner will be in touch.')).toBeInTheDocument();
  });
});
