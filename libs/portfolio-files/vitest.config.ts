import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The contracts are read from source, as the sites read them.
  resolve: {
    alias: {
      '@domainfolio/contracts': fileURLToPath(
        new URL('../contracts/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'portfolio-files',
    environment: 'node',
    include: ['src/**/*.spec.ts'],
  },
});
