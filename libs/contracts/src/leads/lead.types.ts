import type { PagedResult } from '../paging/paged-result';

/** A lead (inquiry or offer) as the API returns it to the domain's owner. */
export interface Lead {
  _id: string;
  /** The domain's stored (ASCII) name. */
  domain: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  /** Offered amount in dollars, when the visitor made an offer. */
  offer: number | null;
  /** When the lead was received (ISO 8601). */
  createdDate: string;
}

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

/** POST /api/leads/delete: the ids to delete. */
export interface DeleteLeadsRequest {
  payload: string[];
}

export type LeadsPage = PagedResult<Lead>;

/** Lead export columns, in order (spec 3). */
export const LEAD_EXPORT_FIELDS = ['domain', 'name', 'email', 'message', 'phone', 'offer'] as const;
export type LeadExportField = (typeof LEAD_EXPORT_FIELDS)[number];
