import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt)$/;

/** Below this, the headers of a compressed response outweigh what it saves. */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** One compressed sibling of an emitted file. */
interface Variant {
  extension: '.br' | '.gz';
  compress(content: Buffer): Promise<Buffer>;
}

const VARIANTS: Variant[] = [
  {
    extension: '.br',
    // Compressed once per build, so the slowest, smallest settings are affordable.
    compress: (content) =>
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { extension: '.gz', compress: (content) => gzipAsync(content, { level: 9 }) },
];

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside every emitted
 * text file of at least 1 KB, when the result is smaller, so the API can send a ready
 * compressed file instead of compressing each response (sites/precompressed-static.ts).
 * It reads the files as written, after every other plugin has changed the bundle.
 */
export function precompress(): Plugin {
  return {
    name: 'domainfolio:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      // A watch rebuild (`npm run dev`) skips the slow compression, which the API does per
      // response meanwhile, and removes any copy left beside a file: it would be sent in place
      // of the new file (remoteEntry.js keeps its name across builds).
      const update = this.meta.watchMode ? removeVariants : writeVariants;
      await Promise.all(files.map((fileName) => update(join(outDir, fileName))));
    },
  };
}

async function removeVariants(path: string): Promise<void> {
  await Promise.all(VARIANTS.map((variant) => rm(path + variant.extension, { force: true })));
}

async function writeVariants(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_PRECOMPRESS_BYTES) return;
  for (const variant of VARIANTS) {
    const compressed = await variant.compress(content);
    // Random or already compressed content can grow: the plain file is then the better one.
    if (compressed.length < content.length) {
      await writeFile(path + variant.extension, compressed);
    }
  }
}
