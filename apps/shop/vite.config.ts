import { defineConfig } from 'vite';
import { defineRemoteConfig } from '../../tools/vite/federation';

export default defineConfig(defineRemoteConfig('shop', './src/app/shop-routes.tsx'));
