import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../../tools/vite/federation';

export default defineConfig(defineRemoteConfig('owner', './src/app/owner-routes.tsx'));
