import Bowser from 'bowser';
import type { Request } from 'express';
import { countryOf } from '../geo/geo-country';

/** Where a request came from, as the device list and the security log show it. */
export interface RequestOrigin {
  userAgent: string | null;
  ipAddress: string | null;
  /** ISO 3166-1 alpha-2, or null for a private or unknown address. */
  country: string | null;
}

/** User agents longer than this are cut: no browser sends one, and the log keeps every row. */
const USER_AGENT_MAX = 512;

export function requestOrigin(request: Request): RequestOrigin {
  const ipAddress = request.ip ?? null;
  return {
    userAgent: request.get('user-agent')?.slice(0, USER_AGENT_MAX) || null,
    ipAddress,
    country: countryOf(ipAddress ?? undefined) || null,
  };
}

/**
 * A user agent in words: 'Chrome 131 on macOS', 'Safari 17.5 on iOS', or the agent's own first
 * word for a program ('curl/8.5.0'); null when none was sent. Read with bowser (MIT), which keeps
 * a maintained list of browsers and systems.
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name
    ? [parsed.browser.name, majorVersion(parsed.browser.version)].filter(Boolean).join(' ')
    : null;
  const os = parsed.os.name ?? null;
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  if (os) return `A browser on ${os}`;
  return userAgent.split(/\s/, 1)[0]!.slice(0, 64);
}

/** '131.0.0.0' → '131', '17.5' → '17.5': what a person reads as the version. */
function majorVersion(version: string | undefined): string | null {
  if (!version) return null;
  const [major, minor] = version.split('.');
  return minor && minor !== '0' && Number(major) < 30 ? `${major}.${minor}` : (major ?? null);
}
