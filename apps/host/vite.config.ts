import federation from '@originjs/vite-plugin-federation';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  REMOTE_NAMES,
  federatedBuild,
  hostShared,
  workspaceAliases,
} from '../../tools/vite/federation';
import { precompress } from '../../tools/vite/precompress';

// Remote URLs are placeholders: the host reads the real ones from /api/site at run time, so a
// remote can be redeployed without rebuilding the host.
const remotes = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    name,
    {
      external: `/remotes/${name}/remoteEntry.js`,
      format: 'esm' as const,
      from: 'vite' as const,
      externalType: 'url' as const,
    },
  ]),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    federation({ name: 'host', remotes, shared: hostShared }),
    // Brotli and gzip copies of the assets, which the API sends to clients that accept them.
    precompress(),
  ],
  resolve: { alias: workspaceAliases },
  build: { ...federatedBuild, outDir: 'dist', emptyOutDir: true },
});
