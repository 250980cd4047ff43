import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../../tools/vite/federation';

export default defineConfig(defineRemoteConfig('main', './src/app/main-routes.tsx'));
