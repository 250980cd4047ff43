import { defineWebTestConfig } from '../../tools/vite/vitest-web';

export default defineWebTestConfig('api-client');
