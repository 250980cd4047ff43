import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { AliasOptions, Plugin, UserConfig } from 'vite';
import { precompress } from './precompress';

/** The site names the host can mount; each is a separately built and deployed remote. */
export const REMOTE_NAMES = ['main', 'shop', 'owner'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Workspace libraries are compiled from source by each site. */
export const workspaceAliases: AliasOptions = {
  '@domainfolio/contracts': `${root}libs/contracts/src/index.ts`,
  '@domainfolio/ui': `${root}libs/ui/src/index.ts`,
  '@domainfolio/api-client': `${root}libs/api-client/src/index.ts`,
  '@domainfolio/portfolio-files': `${root}libs/portfolio-files/src/index.ts`,
  // The router the sites share is the part of React Router they use (see the module), read
  // from its production build (the package's exports give bundlers the development one).
  'react-router-dom': `${root}libs/ui/src/vendor/react-router-dom.ts`,
  'react-router': `${root}node_modules/react-router/dist/production/index.mjs`,
};

/**
 * Modules every site must use from one copy. React and the router hold global state, the
 * Query client and the toaster are provided by the host, so a second copy in a remote would
 * break hooks, context or toasts.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'sonner'];

/** Some packages do not export their package.json, so versions are read from disk. */
function installedVersion(name: string): string {
  const manifest = readFileSync(`${root}node_modules/${name}/package.json`, 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** The host provides every singleton to the share scope. */
export const hostShared = Object.fromEntries(
  SINGLETONS.map((name) => [name, { version: installedVersion(name) }]),
);

/** Remotes take the host's copy and ship none of their own. */
export const remoteShared = Object.fromEntries(
  SINGLETONS.map((name) => [name, { generate: false }]),
);

/** Build options every federated bundle needs: top-level await, no preload polyfill. */
export const federatedBuild = {
  target: 'esnext',
  modulePreload: false,
  minify: true,
  sourcemap: false,
} as const;

/**
 * Remotes inline their CSS into their JS (see each remote's routes module), so the plugin's
 * stylesheet loader has nothing to load. The plugin looks for its placeholder in quotes, but
 * Rolldown's minifier prints it in backticks, leaving a string where the loader wants an array;
 * this replaces the leftover placeholder with the empty list the plugin itself would emit.
 */
export function inlineCssRemote(): Plugin {
  return {
    name: 'domainfolio:inline-css-remote',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.fileName === 'remoteEntry.js') {
          file.code = file.code.replace(/(["'`])__v__css__.*?\1/g, '[]');
        }
      }
    },
  };
}

/** Resolution every build of a site shares, for the browser and for the server. */
const siteAliases: AliasOptions = {
  ...workspaceAliases,
  // Headless UI reaches React through this CommonJS package, whose require('react') would
  // bundle a private copy of React into the remote; an ES module copy of the same hook
  // imports the shared React instead.
  'use-sync-external-store/with-selector': `${root}libs/ui/src/vendor/use-sync-external-store-with-selector.ts`,
};

/**
 * The Vite config of a site's server renderer (`vite build --ssr`): a CommonJS entry,
 * `dist-server/render.cjs`, that the API loads with require(), and its lazy chunks. Everything is bundled in, React
 * included, in its production build: the file needs nothing from node_modules at run time and
 * renders with exactly the component code the browser hydrates.
 */
export function defineServerRenderConfig(renderModule: string): UserConfig {
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: siteAliases },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: renderModule,
      outDir: 'dist-server',
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: {
        input: renderModule,
        // Lazy pages stay chunks of their own, required only when a rendered page needs them
        // (the server never loads the dashboard's or the API reference's).
        output: {
          format: 'cjs',
          entryFileNames: 'render.cjs',
          chunkFileNames: '[name]-[hash].cjs',
        },
      },
    },
  };
}

/**
 * The whole Vite config of a remote: it exposes one routes component as `./routes`, is served
 * under `/remotes/{name}/`, shares the singletons with the host, ships its CSS inside its JS and
 * writes a brotli and a gzip copy beside each text file for the API to serve.
 */
export function defineRemoteConfig(name: RemoteName, routesModule: string): UserConfig {
  return {
    base: `/remotes/${name}/`,
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': routesModule },
        shared: remoteShared,
      }),
      inlineCssRemote(),
      precompress(),
    ],
    resolve: { alias: siteAliases },
    build: {
      ...federatedBuild,
      outDir: 'dist',
      emptyOutDir: true,
      cssCodeSplit: false,
      assetsDir: '',
      rollupOptions: { input: routesModule },
    },
  };
}
