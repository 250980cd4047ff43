import { describe, expect, it } from 'vitest';
import { SUCCESS_CATALOGUE, SuccessCode, deletedBody, successBody } from './success-catalogue';

describe('success catalogue', () => {
  it('fills the placeholders of a success message', () => {
    expect(successBody(SuccessCode.DOMAIN_ADDED, { domain: 'café.com' })).toEqual({
      type: 'SUCCESS',
      title: 'Domain Added',
      message: 'café.com was added to your portfolio.',
    });
  });

  it('says one or many when things are deleted, with a grouped count', () => {
    expect(deletedBody(1, SuccessCode.LEAD_DELETED, SuccessCode.LEADS_DELETED)).toEqual({
      type: 'SUCCESS',
      title: 'Lead Deleted',
      message: '1 lead was deleted.',
    });
    expect(deletedBody(1200, SuccessCode.DOMAIN_DELETED, SuccessCode.DOMAINS_DELETED).message).toBe(
      '1,200 domains were deleted.',
    );
  });

  it('keeps the register toast up for 7 s and support and feedback for 10 s', () => {
    expect(SUCCESS_CATALOGUE[SuccessCode.REGISTERED].durationMs).toBe(7000);
    expect(SUCCESS_CATALOGUE[SuccessCode.SUPPORT_RECEIVED].durationMs).toBe(10000);
    expect(SUCCESS_CATALOGUE[SuccessCode.FEEDBACK_RECEIVED].durationMs).toBe(10000);
    expect(SUCCESS_CATALOGUE[SuccessCode.DOMAIN_UPDATED].durationMs).toBe(5000);
  });

  it('has a title and a message for every code', () => {
    for (const code of Object.values(SuccessCode)) {
      expect(SUCCESS_CATALOGUE[code].title.length).toBeGreaterThan(0);
      expect(SUCCESS_CATALOGUE[code].message.length).toBeGreaterThan(0);
    }
  });
});
