import { paths } from '../config/paths';

/** The dashboard's page of one lead's negotiation thread, by the lead's id. */
export function leadPath(id: string): string {
  return `${paths.dashboard.leads}/${encodeURIComponent(id)}`;
}

/** The id of the account screen's saved replies section, the target of its links. */
export const REPLY_TEMPLATES_ANCHOR = 'reply-templates';

/** The account screen, scrolled to the saved replies. */
export const replyTemplatesPath = `${paths.dashboard.account}#${REPLY_TEMPLATES_ANCHOR}`;
