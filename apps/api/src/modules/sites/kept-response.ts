import type { Request, Response } from 'express';
import { preferredEncodings } from './precompressed-static';
import { pageBody, type KeptPage } from './public-page-cache';

/** How a kept answer goes out: its media type, and how long nginx may keep it (0: not at all). */
export interface KeptResponseOptions {
  type: string;
  proxySeconds: number;
  /** `no-cache` (revalidated on every use) unless the page must not be kept at all. */
  cacheControl?: 'no-cache' | 'no-store';
}

/**
 * Sends a kept page (or a site's file kept the same way) as its bytes in the client's encoding,
 * compressed once per page, revalidated on every use. Express' send answers a matching
 * If-None-Match with 304 and a HEAD without the body.
 */
export function sendKept(
  req: Request,
  res: Response,
  page: KeptPage,
  { type, proxySeconds, cacheControl = 'no-cache' }: KeptResponseOptions,
): void {
  const encoding = preferredEncodings(req)[0]?.name ?? 'identity';
  const { body, etag } = pageBody(page, encoding);
  res
    .status(page.status)
    .setHeader('Cache-Control', cacheControl)
    .setHeader('Content-Security-Policy', page.contentSecurityPolicy)
    .setHeader('Vary', 'Accept-Encoding')
    .setHeader('ETag', etag)
    .type(type);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (proxySeconds > 0) res.setHeader('X-Accel-Expires', String(proxySeconds));
  res.send(body);
}
