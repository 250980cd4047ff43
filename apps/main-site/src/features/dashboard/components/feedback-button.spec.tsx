import { SuccessCode, successBody } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

function routes() {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/pages/default': { body: { payload: { isEnabled: false, theme: 'indigo' } } },
    'POST /api/emails/feedback': { body: successBody(SuccessCode.FEEDBACK_RECEIVED) },
  });
}

async function openFeedback() {
  await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
  return screen.findByRole('dialog', { name: 'Send feedback' });
}

describe('Feedback button', () => {
  it('is on every dashboard screen', async () => {
    routes();
    renderMainSite('/dashboard/account');
    expect(await screen.findByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });

  it('sends feedback, thanks the owner for 10 s, clears the text and closes', async () => {
    const api = routes();
    const toasts = spyOnToasts();
    renderMainSite('/dashboard/support');
    const dialog = await openFeedback();
    await userEvent.type(within(dialog).getByLabelText('Your feedback'), 'More charts please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST /api/emails/feedback')).toEqual([{ message: 'More charts please' }]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Feedback Received', {
        description: 'Thank you for submitting feedback. We read every single suggestion!',
        duration: 10_000,
      }),
    );
    const again = await openFeedback();
    expect(within(again).getByLabelText('Your feedback')).toHaveValue('');
  });

  it('sends nothing when the feedback is empty, and says it is required', async () => {
    const api = routes();
    const toasts = spyOnToasts();
    renderMainSite('/dashboard/leads');
    const dialog = await openFeedback();
    await userEvent.type(within(dialog).getByLabelText('Your feedback'), '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Feedback required', {
        description: 'Please provide feedback in order to submit this form.',
        duration: 5000,
      }),
    );
    expect(api.sent('POST /api/emails/feedback')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
  });

  it('keeps the text when sending fails, and shows why', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/pages/default': { body: { payload: { isEnabled: false, theme: 'indigo' } } },
      'POST /api/emails/feedback': {
        status: 429,
        body: {
          type: 'ERROR',
          title: 'Too Many Requests',
          message: 'Please wait a moment and try again.',
        },
      },
    });
    const toasts = spyOnToasts();
    renderMainSite('/dashboard/account');
    const dialog = await openFeedback();
    await userEvent.type(within(dialog).getByLabelText('Your feedback'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Too Many Requests', expect.anything()),
    );
    expect(within(dialog).getByLabelText('Your feedback')).toHaveValue('Hello');
  });
});
