import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Types that must reach the client as they are written: already compressed, or a live stream. */
const NEVER_COMPRESSED = /^(?:application\/zip|text\/event-stream)\b/i;

/**
 * Compresses dynamic responses (the sites' HTML, the API's JSON and CSV) of 1 KB or more with
 * brotli or gzip, whichever the client prefers. Responses that already carry a
 * Content-Encoding (the built assets' precompressed copies) pass unchanged, and so do zip
 * archives, which would only grow, and event streams, which the compressor would hold back
 * until its buffer fills.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (req: Request, res: Response) => {
      if (res.getHeader('Content-Encoding')) return false;
      if (NEVER_COMPRESSED.test(String(res.getHeader('Content-Type') ?? ''))) return false;
      return compression.filter(req, res);
    },
  });
}
