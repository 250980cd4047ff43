import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { DomainLeadsTable } from '../components/domain-leads-table';

function detailApi(overrides: Parameters<typeof domainFixture>[0] = {}) {
  mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/alpha.com': {
      body: { payload: domainFixture({ name: 'alpha.com', views: 1000, leads: 3, ...overrides }) },
    },
  });
}

describe('Domain detail', () => {
  it('shows the stat cards, the settings button and the landing page link', async () => {
    detailApi();
    renderMainSite('/dashboard/domains/alpha.com');
    expect(await screen.findByRole('heading', { name: 'alpha.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Domain Settings' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com/edit',
    );
    const landing = screen.getByRole('link', { name: /View Landing Page/ });
    expect(landing).toHaveAttribute('href', 'http://alice.localhost:3000/alpha.com');
    expect(landing).toHaveAttribute('target', '_blank');
    expect(screen.getByText('1,000')).toBeInTheDocument();
    expect(screen.getByText('0.00300')).toBeInTheDocument();
    expect(screen.getByText('No leads for this domain.')).toBeInTheDocument();
  });

  it('disables the landing page link of a private domain', async () => {
    detailApi({ public: false });
    renderMainSite('/dashboard/domains/alpha.com');
    expect(await screen.findByText('Domain is private.')).toBeInTheDocument();
    expect(screen.getByText('View Landing Page').closest('a')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('View Landing Page').closest('a')).not.toHaveAttribute('href');
  });

  it('shows not found for a domain the owner does not have', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(userFixture()) });
    renderMainSite('/dashboard/domains/missing.com');
    expect(await screen.findByText('Page not found.')).toBeInTheDocument();
  });

  it('lists the leads it is given', () => {
    render(
      <DomainLeadsTable
        leads={[
          {
            _id: 'lead-1',
            domain: 'alpha.com',
            name: 'Bob Buyer',
            email: 'bob@example.com',
            phone: null,
            message: 'Is it still for sale?',
            offer: 1500,
            kind: 'OFFER',
            createdDate: '2025-05-01T12:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Bob Buyer' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$1,500.00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '-' })).toBeInTheDocument();
  });
});
