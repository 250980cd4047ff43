import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DURATION_MS, SUCCESS_NOTIFICATIONS } from './notifications';

describe('success notifications', () => {
  it('promises a reply within 24 hours, shown for 10 s', () => {
    expect(SUCCESS_NOTIFICATIONS.SUPPORT_RECEIVED).toEqual({
      type: 'SUCCESS',
      title: 'Support Request Received',
      message: 'We will be in touch within 24 hours!',
      durationMs: 10000,
    });
  });

  it('thanks for feedback for 10 s', () => {
    expect(SUCCESS_NOTIFICATIONS.FEEDBACK_RECEIVED.title).toBe('Feedback Received');
    expect(SUCCESS_NOTIFICATIONS.FEEDBACK_RECEIVED.message).toBe(
      'Thank you for submitting feedback. We read every single suggestion!',
    );
    expect(SUCCESS_NOTIFICATIONS.FEEDBACK_RECEIVED.durationMs).toBe(10000);
  });

  it('confirms a copied API key with the default duration', () => {
    expect(SUCCESS_NOTIFICATIONS.API_KEY_COPIED.message).toBe('API Key copied to clipboard');
    expect(SUCCESS_NOTIFICATIONS.API_KEY_COPIED.durationMs).toBe(5000);
  });

  it('keeps toasts up 5 s by default, 7 s after registering, 7.5 s for a failed sign-in, 10 s for support and feedback', () => {
    expect(NOTIFICATION_DURATION_MS).toEqual({
      default: 5000,
      register: 7000,
      loginError: 7500,
      support: 10000,
      feedback: 10000,
    });
  });
});
