const SECONDS_PER_DAY = 24 * 60 * 60;

/** Reads one cookie of this page, or null when it is not set. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Sets a cookie for the whole host that expires after `days`. */
export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * SECONDS_PER_DAY)}; Path=/; SameSite=Lax${secure}`;
}
