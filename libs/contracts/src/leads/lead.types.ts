import type { Notification } from '../notifications/notification';
import type { PagedResult } from '../paging/paged-result';

/** A lead (inquiry or offer) as the API returns it to the domain's owner. */
export interface Lead {
  _id: string;
  /** The domain's stored (ASCII) name. */
  domain: string;
  /** The domain's name for display ('münchen.de'); equals `domain` for plain ASCII names. */
  unicodeDomain: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  /** Offered amount in dollars, when the visitor made an offer. */
  offer: number | null;
  /** INQUIRY (no amount), OFFER (an amount) or BUY_NOW (a Buy-It-Now request at the price). */
  kind: LeadKind;
  /** When the lead was received (ISO 8601). */
  createdDate: string;
}

export const LeadKind = {
  INQUIRY: 'INQUIRY',
  OFFER: 'OFFER',
  BUY_NOW: 'BUY_NOW',
} as const;
export type LeadKind = (typeof LeadKind)[keyof typeof LeadKind];

export interface SendLeadData {
  domain: string;
  /** The owner's username. The server takes the owner from the domain and ignores a mismatch. */
  owner: string;
  sellingPrice: number | null;
  name: string;
  email: string;
  phone?: string;
  /** Required (minimum 0.01) when the form asks for an offer. */
  offer?: number | null;
  /** At most LEAD_MESSAGE_MAX characters. */
  message?: string;
  /** The reCAPTCHA token. */
  recaptcha: string;
}

/** POST /api/emails/send: the landing-page lead or offer form. */
export interface SendLeadRequest {
  data: SendLeadData;
}

/**
 * The reply to POST /api/emails/send once the lead is stored. `payload.leadId` identifies it;
 * a Buy-It-Now request then starts the escrow checkout with a second call.
 */
export interface SendLeadResponse extends Notification {
  payload: { leadId: string };
}

/** GET /api/leads and GET /api/leads/{domain}: newest first. */
export interface LeadsQuery {
  page?: number;
  limit?: number;
}

export interface LeadsResponse {
  payload: LeadsPage;
}

/** POST /api/leads/delete: the ids to delete. */
export interface DeleteLeadsRequest {
  payload: string[];
}

export type LeadsPage = PagedResult<Lead>;

export interface DeleteLeadsResponse extends Notification {
  payload: { deleted: number };
}

/** GET /api/leads/export?format=csv|json: a file download named by `leadExportFileName`. */
export const LEAD_EXPORT_FORMATS = ['csv', 'json'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];

/** `domainfolio-{username}-leads-{yyyy-MM-dd}.{csv|json}`, like the domain export's name. */
export function leadExportFileName(
  username: string,
  day: string,
  format: LeadExportFormat,
): string {
  return `domainfolio-${username}-leads-${day}.${format}`;
}

/** Lead export columns, in order. */
export const LEAD_EXPORT_FIELDS = ['domain', 'name', 'email', 'message', 'phone', 'offer'] as const;
export type LeadExportField = (typeof LEAD_EXPORT_FIELDS)[number];
