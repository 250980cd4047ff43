import { TAGS_PER_DOMAIN_MAX, type Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tagsBody } from '../../../test/bulk-edit-fixtures';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

const domain = domainFixture({ name: 'alpha.com', tags: ['brandable'] });

const saved = (payload: Domain): ApiReply => ({
  body: { type: 'SUCCESS', title: 'Domain Updated', message: 'Saved.', payload },
});

function formApi(current: Domain = domain) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'POST /api/search': { body: dashboardSearchBody([]) },
    'GET /api/domains/alpha.com': { body: { payload: current } },
    'GET /api/domains/tags': { body: tagsBody({ brandable: 12, web3: 4, 'ai tools': 2 }) },
    'POST /api/domains/edit': saved(current),
    'POST /api/domains/new': saved(current),
  });
}

const tagInput = () => screen.getByRole('textbox', { name: 'Tags' });
const chips = () =>
  within(screen.getByRole('list', { name: 'Tags' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Domain form: tags', () => {
  it('adds typed tags on Enter or a comma, as they are stored', async () => {
    const user = userEvent.setup();
    const api = formApi();
    renderMainSite('/dashboard/domains/alpha.com/edit');
    const details = within(await screen.findByRole('region', { name: 'Domain Details' }));
    expect(chips()).toEqual(['brandable']);
    expect(details.getByText('1 of 20')).toBeInTheDocument();

    await user.type(tagInput(), '  Short   NAMES{Enter}');
    expect(tagInput()).toHaveValue('');
    await user.type(tagInput(), 'Crypto,Web ');
    expect(tagInput()).toHaveValue('web ');
    expect(chips()).toEqual(['brandable', 'short names', 'crypto']);
    expect(screen.getByText('Added tag crypto')).toBeInTheDocument();
    // The same tag again is already there: nothing changes.
    await user.clear(tagInput());
    await user.type(tagInput(), 'CRYPTO{Enter}');
    expect(chips()).toEqual(['brandable', 'short names', 'crypto']);

    await user.click(details.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        expect.objectContaining({
          domain: expect.objectContaining({ tags: ['brandable', 'short names', 'crypto'] }),
        }),
      ]),
    );
  });

  it('removes a tag with its button or Backspace in the empty field', async () => {
    const user = userEvent.setup();
    formApi(domainFixture({ name: 'alpha.com', tags: ['brandable', 'ai', 'short'] }));
    renderMainSite('/dashboard/domains/alpha.com/edit');
    await screen.findByRole('region', { name: 'Domain Details' });
    await user.click(screen.getByRole('button', { name: 'Remove tag ai' }));
    expect(chips()).toEqual(['brandable', 'short']);
    expect(tagInput()).toHaveFocus();
    expect(screen.getByText('Removed tag ai')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['brandable']);
  });

  it("offers the owner's other tags as they type", async () => {
    const user = userEvent.setup();
    formApi();
    renderMainSite('/dashboard/domains/alpha.com/edit');
    await screen.findByRole('button', { name: 'Add tag web3 (4)' });
    // Its own tags are not offered again.
    expect(screen.queryByRole('button', { name: /^Add tag brandable/ })).toBeNull();
    await user.type(tagInput(), 'AI');
    expect(screen.queryByRole('button', { name: 'Add tag web3 (4)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add tag ai tools (2)' }));
    expect(chips()).toEqual(['brandable', 'ai tools']);
    expect(tagInput()).toHaveValue('');
  });

  it('refuses a tag that is too long and stops at the limit', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: TAGS_PER_DOMAIN_MAX - 1 }, (_, index) => `tag ${index}`);
    formApi(domainFixture({ name: 'alpha.com', tags: many }));
    renderMainSite('/dashboard/domains/alpha.com/edit');
    await screen.findByRole('region', { name: 'Domain Details' });
    await user.type(tagInput(), 'x'.repeat(33));
    expect(tagInput()).toHaveAttribute('aria-invalid', 'true');
    expect(tagInput()).toHaveAccessibleDescription(/A tag is at most 32 characters\./);
    await user.keyboard('{Enter}');
    expect(chips()).toHaveLength(TAGS_PER_DOMAIN_MAX - 1);

    await user.clear(tagInput());
    await user.type(tagInput(), 'last{Enter}');
    expect(chips()).toHaveLength(TAGS_PER_DOMAIN_MAX);
    expect(screen.getByText('20 of 20')).toBeInTheDocument();
    expect(tagInput()).toBeDisabled();
  });

  it('sends the tags with a new domain, and none when none were added', async () => {
    const user = userEvent.setup();
    const api = formApi();
    renderMainSite('/dashboard/domains/new');
    await user.type(await screen.findByRole('textbox', { name: /Domain name/ }), 'beta.io');
    await user.type(tagInput(), 'ai{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/new')).toEqual([
        { domain: expect.objectContaining({ name: 'beta.io', tags: ['ai'] }) },
      ]),
    );
  });
});
