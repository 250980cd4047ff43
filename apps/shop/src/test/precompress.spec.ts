// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The shop's build uses this plugin (defineRemoteConfig), and tools/ is no project with tests
// of its own, so the plugin is tested here, as the build configs import it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { precompress } from '../../../../tools/vite/precompress';

/** Emits files a real build has beside its chunks: a data file and one that cannot shrink. */
function extraAssets(): Plugin {
  return {
    name: 'test:extra-assets',
    generateBundle() {
      const names = Array.from({ length: 100 }, (_, i) => `domain-${i}.com`);
      this.emitFile({ type: 'asset', fileName: 'names.json', source: JSON.stringify(names) });
      this.emitFile({ type: 'asset', fileName: 'noise.txt', source: randomBytes(4096) });
      this.emitFile({ type: 'asset', fileName: 'logo.png', source: Buffer.alloc(4096) });
    },
  };
}

/** Writes a small site's sources into dir: an entry that inlines a large module, a small chunk. */
async function writeSources(dir: string): Promise<void> {
  const rows = Array.from({ length: 200 }, (_, i) => `  { name: 'domain-${i}.com', price: ${i} },`);
  await writeFile(join(dir, 'domains.js'), `export const domains = [\n${rows.join('\n')}\n];\n`);
  // Under 1 KB, though it would shrink to a tenth.
  await writeFile(join(dir, 'tiny.js'), `export const tiny = '${'tiny '.repeat(120)}';\n`);
  await writeFile(
    join(dir, 'main.js'),
    `import { domains } from './domains.js';\nconsole.log(domains.length);\nimport('./tiny.js').then((m) => console.log(m.tiny));\n`,
  );
}

/** Builds dir's site with the plugin into dir/dist, once or as `vite build --watch` does. */
async function buildSite(dir: string, { watch = false } = {}): Promise<void> {
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [extraAssets(), precompress()],
    build: {
      outDir: 'dist',
      minify: false,
      // Stable names, as remoteEntry.js has, so a second build writes the same files.
      rollupOptions: {
        input: join(dir, 'main.js'),
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
      },
      watch: watch ? {} : null,
    },
  });
  if (!('on' in result)) return;
  // The first watch build has run once its END event comes.
  await new Promise<void>((resolve, reject) => {
    result.on('event', (event) => {
      if (event.code === 'BUNDLE_END') void event.result.close();
      if (event.code === 'END') resolve();
      if (event.code === 'ERROR') reject(event.error);
    });
  });
  await result.close();
}

/** Every file in dir/dist, by its path there. */
async function readOutput(dir: string): Promise<Map<string, Buffer>> {
  const out = join(dir, 'dist');
  const written = new Map<string, Buffer>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    written.set(relative(out, path).replaceAll('\\', '/'), await readFile(path));
  }
  return written;
}

describe('precompress', () => {
  let dir: string;
  /** Every file the build wrote, by its path inside the output folder. */
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await writeSources(dir);
    await buildSite(dir);
    files = await readOutput(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a smaller brotli and gzip copy beside each text file of 1 KB or more', () => {
    const large = [...files.keys()].filter(
      (name) => /\.(js|json)$/.test(name) && files.get(name)!.length >= 1024,
    );
    // The entry with the domains inlined, and the data file.
    expect(large).toHaveLength(2);
    for (const name of large) {
      const original = files.get(name)!;
      const br = files.get(`${name}.br`);
      const gz = files.get(`${name}.gz`);
      expect(br && brotliDecompressSync(br)).toEqual(original);
      expect(gz && gunzipSync(gz)).toEqual(original);
      expect(br!.length).toBeLessThan(gz!.length);
      expect(gz!.length).toBeLessThan(original.length);
    }
  });

  it('leaves small files, files that would grow and binary files without copies', () => {
    const small = [...files.keys()].filter(
      (name) => name.endsWith('.js') && files.get(name)!.length < 1024,
    );
    expect(small).toHaveLength(1);
    const copies = [...files.keys()].filter((name) => /\.(br|gz)$/.test(name));
    for (const name of [...small, 'noise.txt', 'logo.png']) {
      expect(files.has(name)).toBe(true);
      expect(copies).not.toContain(`${name}.br`);
      expect(copies).not.toContain(`${name}.gz`);
    }
  });

  it('compresses nothing on a watch rebuild and leaves no copy of an earlier build', async () => {
    await buildSite(dir, { watch: true });
    const rebuilt = await readOutput(dir);
    expect(rebuilt.has('main.js')).toBe(true);
    expect([...rebuilt.keys()].filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });
});
