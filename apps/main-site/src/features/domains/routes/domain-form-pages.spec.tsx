import { ErrorCode, type Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { apiError, currentUserReply, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const domain = domainFixture({ name: 'alpha.com', description: 'Short and sweet.' });

const saved = (payload: Domain): ApiReply => ({
  body: { type: 'SUCCESS', title: 'Domain Updated', message: 'Saved.', payload },
});

function formApi(extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/portfolio-stats': {
      body: {
        payload: {
          totalDomains: 0,
          totalPortfolioValue: 0,
          totalViews: 0,
          totalDomainExpirations: 0,
          totalRenewalCost: 0,
          totalLeads: 0,
        },
      },
    },
    'POST /api/search': { body: dashboardSearchBody([]) },
    'GET /api/domains/alpha.com': { body: { payload: domain } },
    ...extra,
  });
}

async function section(name: string) {
  return screen.findByRole('region', { name });
}

describe('Add domain', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('counts the description down from 250, in red and bold below zero', async () => {
    formApi();
    renderMainSite('/dashboard/domains/new');
    const description = await screen.findByLabelText('Description');
    const counter = () => screen.getByText(/characters left/).parentElement as HTMLElement;
    expect(counter()).toHaveTextContent('250');
    await userEvent.type(description, 'Brandable.');
    expect(counter()).toHaveTextContent('240');
    expect(counter()).not.toHaveClass('text-red-600');
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(245));
    expect(counter()).toHaveTextContent('-5');
    expect(counter()).toHaveClass('text-red-600', 'font-bold');
  });

  it('sends everything with one Add Domain and returns to the dashboard', async () => {
    const api = formApi({
      'POST /api/domains/new': {
        status: 201,
        body: { type: 'SUCCESS', title: 'Domain Added', message: 'Added.', payload: domain },
      },
    });
    const { location } = renderMainSite('/dashboard/domains/new');
    const name = await screen.findByRole('textbox', { name: /Domain name/ });
    expect(name).toHaveAttribute('placeholder', 'localhost');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.type(name, 'alpha.com');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Selling price' }), '2500');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Registrar' }), 'porkbun');
    await userEvent.click(screen.getByRole('switch', { name: 'Buy It Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Domain' }));

    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(api.sent('POST /api/domains/new')).toEqual([
      {
        domain: {
          name: 'alpha.com',
          sellingPrice: 2500,
          registrar: 'porkbun',
          buyItNow: true,
          offersEnabled: true,
          public: true,
          remindersMuted: false,
        },
      },
    ]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Domain Added', expect.anything()),
    );
  });

  it("stays on the form with the server's error when the domain exists", async () => {
    formApi({ 'POST /api/domains/new': apiError(ErrorCode.DOMAIN_EXISTS, 409) });
    const { location } = renderMainSite('/dashboard/domains/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /Domain name/ }), 'alpha.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add Domain' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
    expect(location.current).toBe('/dashboard/domains/new');
  });
});

describe('Edit domain', () => {
  beforeEach(() => {
    spyOnToasts();
  });

  it('saves one section with its own Save and links to the landing page', async () => {
    const api = formApi({
      'POST /api/domains/edit': saved({ ...domain, privateNotes: 'Bought at auction.' }),
    });
    renderMainSite('/dashboard/domains/alpha.com/edit');
    const notes = await section('Private Notes');
    expect(screen.getByRole('textbox', { name: /Domain name/ })).toHaveValue('alpha.com');
    expect(screen.getByRole('link', { name: /View Landing Page/ })).toHaveAttribute(
      'href',
      'http://alice.localhost:3000/alpha.com',
    );
    await userEvent.type(
      within(notes).getByRole('textbox', { name: 'Notes' }),
      'Bought at auction.',
    );
    await userEvent.click(within(notes).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        { domain: { _id: domain._id, privateNotes: 'Bought at auction.' } },
      ]),
    );
  });

  it('asks before deleting and goes to the dashboard after', async () => {
    const api = formApi({
      'POST /api/domains/delete': {
        body: {
          type: 'SUCCESS',
          title: 'Domain Deleted',
          message: 'Gone.',
          payload: { deleted: 1 },
        },
      },
    });
    const { location } = renderMainSite('/dashboard/domains/alpha.com/edit');
    const danger = await section('Delete Domain');
    await userEvent.click(within(danger).getByRole('button', { name: 'Delete Domain' }));
    expect(within(danger).getByText('Are you sure?')).toBeInTheDocument();
    await userEvent.click(within(danger).getByRole('button', { name: "No, Don't Delete It." }));
    await userEvent.click(within(danger).getByRole('button', { name: 'Delete Domain' }));
    await userEvent.click(within(danger).getByRole('button', { name: 'Yes, Delete It.' }));
    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(api.sent('POST /api/domains/delete')).toEqual([{ payload: [domain._id] }]);
  });
});
