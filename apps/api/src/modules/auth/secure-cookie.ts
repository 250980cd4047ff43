import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config';

/**
 * Whether a cookie must be Secure: when the request came over https, and always when the app
 * is served over https (APP_URL). TLS usually ends at a proxy, and one that does not forward
 * X-Forwarded-Proto (or is not trusted) would otherwise make every cookie sendable over http.
 */
export function secureCookie(config: Pick<AppConfig, 'APP_URL'>, request: Request): boolean {
  return request.secure || config.APP_URL.startsWith('https:');
}
