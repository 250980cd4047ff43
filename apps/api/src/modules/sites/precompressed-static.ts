import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/** The encodings the build writes beside a file, smallest first (tools/vite/precompress.ts). */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The files the build compresses; only these may have a compressed sibling. */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|html|txt)$/;

/** Which compressed sibling a response is sending in place of the requested file. */
const SUBSTITUTES = new WeakMap<Response, { encoding: Encoding; path: string }>();

/**
 * The quality (q) the client gives each content coding, from its Accept-Encoding header. A
 * coding it does not name takes the value of `*` when present, else 0 (not acceptable).
 */
export function acceptedEncodings(header: string | undefined): (coding: string) => number {
  const qualities = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param);
      if (match) quality = Math.min(1, Number(match[1]) || 0);
    }
    qualities.set(coding, quality);
  }
  return (coding) => qualities.get(coding) ?? qualities.get('*') ?? 0;
}

/** The encodings this client accepts of those the build writes, best first; [] for none. */
export function preferredEncodings(req: Request): Encoding[] {
  const quality = acceptedEncodings(req.headers['accept-encoding']);
  return (
    ENCODINGS.filter((encoding) => quality(encoding.name) > 0)
      // Array.sort is stable: on equal quality the smaller format (brotli) stays first.
      .sort((a, b) => quality(b.name) - quality(a.name))
  );
}

/** The file a request names inside root, or null when it cannot name one (left to send). */
function requestedFile(root: string, req: Request): string | null {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split(/[\\/]/).includes('..')) return null;
  const file = resolve(root, `.${path}`);
  return file.startsWith(root + sep) ? file : null;
}

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ?? false;
}

export interface PrecompressedStaticOptions {
  /** The Cache-Control of a file, by its own path (never the compressed copy's). */
  cacheControl(path: string): string;
}

/**
 * express.static for built assets, which sends the brotli or gzip copy the build wrote beside
 * a file (`app.js.br`, `app.js.gz`) to a client that accepts that encoding, with the original
 * file's Content-Type. Each copy is a file of its own to `send`, so ETag, Last-Modified,
 * conditional GETs, HEAD and ranges keep working and a cache tells the encodings apart by
 * their ETags as well as by `Vary: Accept-Encoding`. A file without copies, a client that
 * accepts neither encoding and any path the file system should not see go to express.static
 * unchanged, which answers a missing file with 404 and a path leaving root with 403.
 */
export function precompressedStatic(root: string, options: PrecompressedStaticOptions) {
  const absoluteRoot = resolve(root);
  const serve = express.static(absoluteRoot, {
    index: false,
    fallthrough: false,
    setHeaders: (res: Response, path: string) => {
      const substitute = SUBSTITUTES.get(res);
      const original = substitute?.path ?? path;
      res.setHeader('Cache-Control', options.cacheControl(original));
      if (PRECOMPRESSED.test(original)) res.vary('Accept-Encoding');
      if (substitute) {
        res.setHeader('Content-Encoding', substitute.encoding.name);
        res.type(extname(original));
      }
    },
  });

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const file =
      (req.method === 'GET' || req.method === 'HEAD') && PRECOMPRESSED.test(req.path)
        ? requestedFile(absoluteRoot, req)
        : null;
    const candidates = file ? preferredEncodings(req) : [];
    for (const encoding of candidates) {
      if (!(await isFile(file + encoding.extension))) continue;
      SUBSTITUTES.set(res, { encoding, path: file! });
      const original = req.url;
      const query = original.indexOf('?');
      req.url =
        query === -1
          ? original + encoding.extension
          : original.slice(0, query) + encoding.extension + original.slice(query);
      serve(req, res, (error?: unknown) => {
        // An error answer (a race with a rebuild, a bad range) must not claim an encoding.
        SUBSTITUTES.delete(res);
        res.removeHeader('Content-Encoding');
        req.url = original;
        next(error);
      });
      return;
    }
    serve(req, res, next);
  };
}
