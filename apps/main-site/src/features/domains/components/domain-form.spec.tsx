import { ErrorCode, type Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { apiError, currentUserReply, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const domain = domainFixture({ name: 'alpha.com', sellingPrice: 2500, floorPrice: 1200 });

const saved = (payload: Domain): ApiReply => ({
  body: { type: 'SUCCESS', title: 'Domain Updated', message: 'Saved.', payload },
});

function formApi(extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'POST /api/search': { body: dashboardSearchBody([]) },
    'GET /api/domains/alpha.com': { body: { payload: domain } },
    ...extra,
  });
}

const floorField = () => screen.getByRole('spinbutton', { name: 'Floor price (hidden minimum)' });
const priceField = () => screen.getByRole('spinbutton', { name: 'Selling price' });

describe('Domain form: floor price and offers', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('puts the floor under the selling price, says buyers never see it, and takes offers by default', async () => {
    formApi();
    renderMainSite('/dashboard/domains/new');
    const details = within(await screen.findByRole('region', { name: 'Domain Details' }));
    const fields = details.getAllByRole('spinbutton').map((field) => field.getAttribute('id'));
    expect(fields.indexOf(floorField().id)).toBe(fields.indexOf(priceField().id) + 1);
    expect(floorField()).toHaveAccessibleDescription(
      /Offers below it are answered automatically; buyers never see it\./,
    );
    const offers = screen.getByRole('switch', { name: 'Accept offers' });
    expect(offers).toBeChecked();
    expect(offers).toHaveAccessibleDescription(
      "Show 'Make an offer' beside Buy Now on the landing page.",
    );
  });

  it('says a floor above the price is not allowed once the owner leaves the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = formApi({ 'POST /api/domains/new': saved(domain) });
    renderMainSite('/dashboard/domains/new');
    await user.type(await screen.findByRole('textbox', { name: /Domain name/ }), 'alpha.com');
    await user.type(priceField(), '2500');
    await user.type(floorField(), '3000');
    expect(floorField()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(floorField()).toHaveAttribute('aria-invalid', 'true');
    expect(floorField()).toHaveAccessibleDescription(
      /The floor price must be at most the selling price\./,
    );

    await user.click(screen.getByRole('button', { name: 'Add Domain' }));
    expect(api.sent('POST /api/domains/new')).toEqual([]);

    // Raising the price clears the message at once.
    await user.clear(priceField());
    await user.type(priceField(), '3500');
    expect(floorField()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the floor and the offers switch with the new domain', async () => {
    const user = userEvent.setup();
    const api = formApi({
      'POST /api/domains/new': { status: 201, body: { ...saved(domain), title: 'Domain Added' } },
    });
    renderMainSite('/dashboard/domains/new');
    await user.type(await screen.findByRole('textbox', { name: /Domain name/ }), 'alpha.com');
    await user.type(priceField(), '2500');
    await user.type(floorField(), '1800');
    await user.click(screen.getByRole('switch', { name: 'Accept offers' }));
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/new')).toEqual([
        {
          domain: {
            name: 'alpha.com',
            sellingPrice: 2500,
            floorPrice: 1800,
            buyItNow: false,
            offersEnabled: false,
            public: true,
            remindersMuted: false,
          },
        },
      ]),
    );
  });

  it('saves the floor with the details, and clears it when emptied', async () => {
    const user = userEvent.setup();
    const api = formApi({ 'POST /api/domains/edit': saved({ ...domain, floorPrice: null }) });
    renderMainSite('/dashboard/domains/alpha.com/edit');
    const details = within(await screen.findByRole('region', { name: 'Domain Details' }));
    expect(floorField()).toHaveValue(1200);
    await user.clear(floorField());
    await user.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        {
          domain: {
            _id: domain._id,
            name: 'alpha.com',
            sellingPrice: 2500,
            floorPrice: null,
            description: null,
            tags: [],
          },
        },
      ]),
    );
  });

  it('checks the floor against the price before saving the details', async () => {
    const user = userEvent.setup();
    const api = formApi();
    renderMainSite('/dashboard/domains/alpha.com/edit');
    const details = within(await screen.findByRole('region', { name: 'Domain Details' }));
    await user.clear(priceField());
    await user.type(priceField(), '1000');
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(floorField()).toHaveAccessibleDescription(
      /The floor price must be at most the selling price\./,
    );
    expect(api.sent('POST /api/domains/edit')).toEqual([]);
  });

  it("shows the server's floor refusal under the floor", async () => {
    const user = userEvent.setup();
    formApi({ 'POST /api/domains/edit': apiError(ErrorCode.FLOOR_ABOVE_PRICE, 400) });
    renderMainSite('/dashboard/domains/alpha.com/edit');
    const details = within(await screen.findByRole('region', { name: 'Domain Details' }));
    await user.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Floor Above Price', expect.anything()),
    );
    expect(floorField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves Let it expire with the metadata', async () => {
    const user = userEvent.setup();
    const api = formApi({
      'POST /api/domains/edit': saved({ ...domain, remindersMuted: true }),
    });
    renderMainSite('/dashboard/domains/alpha.com/edit');
    const section = within(await screen.findByRole('region', { name: 'Domain Metadata' }));
    const mute = section.getByRole('switch', { name: 'Let it expire (no expiry reminders)' });
    expect(mute).not.toBeChecked();
    await user.click(mute);
    await user.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        {
          domain: expect.objectContaining({
            _id: domain._id,
            expiration: domain.expiration,
            remindersMuted: true,
          }) as unknown,
        },
      ]),
    );
  });

  it('shows a muted domain with Let it expire on', async () => {
    formApi({
      'GET /api/domains/alpha.com': { body: { payload: { ...domain, remindersMuted: true } } },
    });
    renderMainSite('/dashboard/domains/alpha.com/edit');
    expect(
      await screen.findByRole('switch', { name: 'Let it expire (no expiry reminders)' }),
    ).toBeChecked();
  });

  it('sends Let it expire with a new domain', async () => {
    const user = userEvent.setup();
    const api = formApi({
      'POST /api/domains/new': { status: 201, body: { ...saved(domain), title: 'Domain Added' } },
    });
    renderMainSite('/dashboard/domains/new');
    await user.type(await screen.findByRole('textbox', { name: /Domain name/ }), 'alpha.com');
    await user.click(screen.getByRole('switch', { name: 'Let it expire (no expiry reminders)' }));
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/new')).toEqual([
        { domain: expect.objectContaining({ name: 'alpha.com', remindersMuted: true }) as unknown },
      ]),
    );
  });

  it('saves Accept offers with Buy It Now', async () => {
    const user = userEvent.setup();
    const api = formApi({ 'POST /api/domains/edit': saved({ ...domain, offersEnabled: false }) });
    renderMainSite('/dashboard/domains/alpha.com/edit');
    const section = within(await screen.findByRole('region', { name: 'Escrow Buy It Now' }));
    await user.click(section.getByRole('switch', { name: 'Accept offers' }));
    await user.click(section.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        { domain: { _id: domain._id, buyItNow: false, offersEnabled: false } },
      ]),
    );
  });
});
