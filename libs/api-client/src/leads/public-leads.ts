import type { SendLeadData, SendLeadRequest, SendLeadResponse } from '@domainfolio/contracts';
import { apiFetch } from '../http/api-fetch';

/**
 * POST /api/emails/send: a visitor's inquiry, offer or Buy-It-Now request from a landing page.
 * Resolves with the server's notification once the lead is stored.
 */
export function sendLead(data: SendLeadData): Promise<SendLeadResponse> {
  const body: SendLeadRequest = { data };
  return apiFetch<SendLeadResponse>('/api/emails/send', { method: 'POST', body });
}
