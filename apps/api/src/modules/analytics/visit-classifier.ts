import { DIRECT_REFERRER, DeviceType } from '@domainfolio/contracts';
import { isbot } from 'isbot';

/**
 * How a landing-page view is sorted, once, in memory, as it arrives: a bot or a person, the
 * device type, and the referring site. Every pattern here is a literal compiled once when the
 * module loads; a view costs a few regular-expression tests on at most USER_AGENT_READ
 * characters (and none for a user agent seen lately, see `agentOf`).
 */

/** How much of a user agent is read to sort it: real ones are far shorter; a longer one is hostile. */
const USER_AGENT_READ = 512;
/** A referrer longer than this is not a browser's (browsers send at most an origin and a path). */
const REFERRER_MAX = 2048;
/** A host name's longest form (RFC 1035), dots included. */
const HOST_MAX = 253;

/**
 * Device types by user agent, checked in this order (the first rule that matches wins):
 * 1. mobile: tokens only phones send (iPhone, iPod, Windows Phone, BlackBerry, Opera Mini);
 * 2. tablet: iPad, Android without "Mobile" (Google's rule for Android tablets), Kindle/Silk,
 *    PlayBook, or the word "tablet";
 * 3. mobile: "Mobi" (the token mobile browsers send: Mobile, Mobi) or Android;
 * 4. desktop: everything else (an iPad in desktop mode says "Macintosh" and counts here).
 */
const PHONE = /iphone|ipod|windows phone|blackberry|bb10|opera mini/i;
const TABLET = /ipad|tablet|kindle|silk\/|playbook|android(?!.*mobi)/i;
const MOBILE = /mobi|android/i;

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface AgentClass {
  bot: boolean;
  device: DeviceType;
}

/** A device type from a user agent (see the rules above). */
export function deviceOf(userAgent: string): DeviceType {
  const agent = userAgent.slice(0, USER_AGENT_READ);
  if (PHONE.test(agent)) return DeviceType.MOBILE;
  if (TABLET.test(agent)) return DeviceType.TABLET;
  if (MOBILE.test(agent)) return DeviceType.MOBILE;
  return DeviceType.DESKTOP;
}

/**
 * Whether a user agent is a bot's: a crawler, a link preview (Slack, WhatsApp, X, Facebook...),
 * an uptime monitor, a script (curl, python-requests), a headless browser, by the `isbot`
 * package's maintained list. A request without a user agent is no browser's either.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  return isbot(userAgent.slice(0, USER_AGENT_READ));
}

/** How many user agents `agentOf` remembers; the list starts over when full. */
const AGENTS_KEPT = 2000;
const agents = new Map<string, AgentClass>();

/**
 * A user agent's class, remembered: a site's visitors use a handful of browsers, so most views
 * skip the bot list's pattern altogether.
 */
export function agentOf(userAgent: string | undefined): AgentClass {
  if (!userAgent) return { bot: true, device: DeviceType.DESKTOP };
  // Keyed by what the rules read, so a hostile client's huge user agents cannot make the
  // remembered ones take more than AGENTS_KEPT × USER_AGENT_READ characters.
  const agent = userAgent.slice(0, USER_AGENT_READ);
  const known = agents.get(agent);
  if (known) return known;
  const found = { bot: isBotAgent(agent), device: deviceOf(agent) };
  if (agents.size >= AGENTS_KEPT) agents.clear();
  agents.set(agent, found);
  return found;
}

/** A host as the breakdowns show it: lowercase, without a trailing dot or a leading `www.`. */
export function shownHost(host: string): string {
  const lower = host.toLowerCase().replace(/\.$/, '');
  return lower.startsWith('www.') ? lower.slice(4) : lower;
}

/**
 * The referring site of a view, from the page's `document.referrer` as the beacon carries it:
 * only its host, lowercase, without `www.`; DIRECT_REFERRER ('') for no referrer, anything that
 * is not an http(s) URL with a valid host name of at most 253 characters, and the site's own
 * host (a visitor moving between the owner's pages came from nowhere new). Never throws.
 */
export function referrerHost(referrer: unknown, ownHost: string): string {
  if (typeof referrer !== 'string' || referrer === '' || referrer.length > REFERRER_MAX)
    return DIRECT_REFERRER;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return DIRECT_REFERRER;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return DIRECT_REFERRER;
  // URL gives the host lowercase, in its ASCII (punycode) form.
  const host = shownHost(url.hostname);
  if (host.length === 0 || host.length > HOST_MAX || !HOST.test(host)) return DIRECT_REFERRER;
  if (host === shownHost(ownHost)) return DIRECT_REFERRER;
  return host;
}
