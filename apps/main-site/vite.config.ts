import { defineConfig } from 'vite';
import { defineRemoteConfig, defineServerRenderConfig } from '../../tools/vite/federation';

// `vite build` makes the remote for the browser; `vite build --ssr` the server renderer.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? defineServerRenderConfig('./src/server/render.tsx')
    : defineRemoteConfig('main', './src/app/main-routes.tsx'),
);
