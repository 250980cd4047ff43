import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const REPOSITORY = join(__dirname, '../../../..');

/** The sites' folders under apps/ (and SITES_DIR). */
export type SiteFolder = 'main-site' | 'shop' | 'owner-site';

/**
 * The sites' server renderers, built from the current source into `sitesDir` (a couple of
 * seconds each) as `npm run build` builds them, so a test renders what would ship and needs
 * no earlier build. The host's page template is its source index.html, which has the head the
 * API fills in.
 */
export function buildSites(sitesDir: string, sites: readonly SiteFolder[]): void {
  for (const site of sites) {
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        '--outDir',
        join(sitesDir, site, 'dist-server'),
        '--logLevel',
        'error',
      ],
      {
        cwd: join(REPOSITORY, 'apps', site),
        stdio: 'pipe',
        // Jest sets NODE_ENV=test, which Vite would keep: its React plugin would then compile
        // JSX for React's development build while the renderer bundles the production one,
        // whose runtime has no jsxDEV, and every render would fail (the API then sends the
        // page for the browser to render, so nothing but the markup shows it).
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
  mkdirSync(join(sitesDir, 'host', 'dist'), { recursive: true });
  copyFileSync(
    join(REPOSITORY, 'apps', 'host', 'index.html'),
    join(sitesDir, 'host', 'dist', 'index.html'),
  );
}
