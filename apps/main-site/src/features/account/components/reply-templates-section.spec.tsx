import type { LeadTemplate, LeadTemplateInput } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFixture, userFixture } from '../../../test/fixtures';
import { offerSettingsFixture, templateFixture } from '../../../test/lead-fixtures';
import { currentUserReply, jsonResponse, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const done = (title: string, payload?: unknown) =>
  jsonResponse(200, { type: 'SUCCESS', title, message: 'Done.', payload });

/** The API with `initial` as the owner's templates; changes are kept, like the server would. */
function templatesApi(initial: LeadTemplate[], extra: Record<string, ApiReply> = {}) {
  let templates = initial;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/pages/default': { body: { payload: pageFixture() } },
    'GET /api/user/offer-settings': { body: { payload: offerSettingsFixture() } },
    'GET /api/lead-templates': () => jsonResponse(200, { payload: templates }),
    'POST /api/lead-templates': ({ body }) => {
      const created = { ...templateFixture(), ...(body as LeadTemplateInput), _id: 'template-new' };
      templates = [...templates, created];
      return done('Template Saved', created);
    },
    'POST /api/lead-templates/template-1/edit': ({ body }) => {
      templates = templates.map((template) =>
        template._id === 'template-1' ? { ...template, ...(body as LeadTemplateInput) } : template,
      );
      return done(
        'Template Saved',
        templates.find((template) => template._id === 'template-1'),
      );
    },
    'POST /api/lead-templates/template-1/delete': () => {
      templates = templates.filter((template) => template._id !== 'template-1');
      return done('Template Deleted');
    },
    ...extra,
  });
}

async function templatesSection() {
  return within(await screen.findByRole('region', { name: 'Reply templates' }));
}

describe('Reply templates', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('says what templates are for when there are none, and lists the placeholders', async () => {
    templatesApi([]);
    renderMainSite('/dashboard/account');
    const section = await templatesSection();
    expect(await section.findByText('No templates yet')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Reply templates' });
    expect(region).toHaveTextContent(
      '{domain}, {buyerName}, {offer} and {price} become the domain, the buyer',
    );
    expect(region).toHaveAttribute('id', 'reply-templates');
  });

  it('creates a template with a name and a reply', async () => {
    const user = userEvent.setup();
    const api = templatesApi([]);
    renderMainSite('/dashboard/account');
    const section = await templatesSection();
    await user.click(await section.findByRole('button', { name: 'New template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New template' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Thanks');
    await user.type(
      dialog.getByRole('textbox', { name: 'Reply' }),
      'Thanks for your offer on {{domain}!',
    );
    await user.click(dialog.getByRole('button', { name: 'Save template' }));

    await waitFor(() =>
      expect(api.sent('POST /api/lead-templates')).toEqual([
        { name: 'Thanks', body: 'Thanks for your offer on {domain}!' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('Template Saved', expect.anything());
    const list = within(section.getByRole('list', { name: 'Templates' }));
    expect(list.getByText('Thanks', { selector: 'p' })).toBeInTheDocument();
    expect(list.getByText('Thanks for your offer on {domain}!')).toBeInTheDocument();
  });

  it('asks for a name and a reply, and counts the reply down from 5000', async () => {
    const user = userEvent.setup();
    const api = templatesApi([]);
    renderMainSite('/dashboard/account');
    const section = await templatesSection();
    await user.click(await section.findByRole('button', { name: 'New template' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/characters left/).parentElement).toHaveTextContent('5000');
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '80');
    await user.click(dialog.getByRole('button', { name: 'Save template' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Give the template a name\./,
    );
    expect(dialog.getByRole('textbox', { name: 'Reply' })).toHaveAccessibleDescription(
      /Write the reply\./,
    );
    expect(api.sent('POST /api/lead-templates')).toEqual([]);
  });

  it('edits a template in place', async () => {
    const user = userEvent.setup();
    const api = templatesApi([templateFixture()]);
    renderMainSite('/dashboard/account');
    const section = await templatesSection();
    await user.click(await section.findByRole('button', { name: 'Edit Counter politely' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit template' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Counter politely');
    await user.clear(name);
    await user.type(name, 'Counter kindly');
    await user.click(dialog.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(api.sent('POST /api/lead-templates/template-1/edit')).toEqual([
        { name: 'Counter kindly', body: templateFixture().body },
      ]),
    );
    expect(await section.findByText('Counter kindly', { selector: 'p' })).toBeInTheDocument();
    expect(section.queryByText('Counter politely', { selector: 'p' })).toBeNull();
  });

  it('deletes a template after a confirm, and keeps it on Cancel', async () => {
    const user = userEvent.setup();
    const api = templatesApi([templateFixture()]);
    renderMainSite('/dashboard/account');
    const section = await templatesSection();
    await user.click(await section.findByRole('button', { name: 'Delete Counter politely' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete "Counter politely"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/lead-templates/template-1/delete')).toEqual([]);

    await user.click(section.getByRole('button', { name: 'Delete Counter politely' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.sent('POST /api/lead-templates/template-1/delete')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Template Deleted', expect.anything()),
    );
    expect(await section.findByText('No templates yet')).toBeInTheDocument();
  });

  it('stops at 50 templates', async () => {
    templatesApi(
      Array.from({ length: 50 }, (_, index) =>
        templateFixture({ _id: `t${index}`, name: `Template ${index}` }),
      ),
    );
    renderMainSite('/dashboard/account');
    const section = await templatesSection();
    await section.findByText('Template 49', { selector: 'p' });
    expect(section.getByRole('button', { name: 'New template' })).toBeDisabled();
    expect(section.getByText(/You have 50 templates/)).toBeInTheDocument();
  });

  it('scrolls to itself when opened from a lead page’s Manage templates', async () => {
    // jsdom has no scrolling: a stand-in records what would be scrolled to.
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    try {
      templatesApi([templateFixture()]);
      renderMainSite('/dashboard/account#reply-templates');
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith('reply-templates'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
