import { paths } from '../config/paths';

/** The dashboard's page of one lead's negotiation thread, by the lead's id. */
export function leadPath(id: string): string {
  return `${paths.dashboard.leads}/${encodeURIComponent(id)}`;
}

/** What the inbox hands a thread it opens: its query, so "All leads" returns to the same list. */
export interface LeadPageState {
  inboxSearch: string;
}

/** The inbox to go back to from a thread: the one it was opened from, or the default one. */
export function inboxPathFrom(state: unknown): string {
  const search = (state as Partial<LeadPageState> | null)?.inboxSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${paths.dashboard.leads}${search}`
    : paths.dashboard.leads;
}

/** The id of the account screen's saved replies section, the target of its links. */
export const REPLY_TEMPLATES_ANCHOR = 'reply-templates';

/** The account screen, scrolled to the saved replies. */
export const replyTemplatesPath = `${paths.dashboard.account}#${REPLY_TEMPLATES_ANCHOR}`;
