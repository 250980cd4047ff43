import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { workspaceAliases } from './federation';

/** Component tests of a web project: jsdom, Testing Library set-up, workspace libs from source. */
export function defineWebTestConfig(name: string): ViteUserConfig {
  return defineConfig({
    plugins: [react()],
    resolve: { alias: workspaceAliases },
    test: {
      name,
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.spec.{ts,tsx}'],
      css: false,
      // A test that types a whole form through jsdom takes a few seconds on a loaded 2-core
      // machine; the 5 s default turned slowness into failures that say nothing about the code.
      testTimeout: 20_000,
    },
  });
}
