import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { MAIN_SITE_FEATURE_USES } from './tools/lint/feature-uses.mjs';

/** The dashboard's feature folders, each a zone of its own. */
const MAIN_SITE_FEATURES = readdirSync(`${import.meta.dirname}/apps/main-site/src/features`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'coverage/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      // Architecture in lint: apps never import apps, remotes never import each other, the
      // API never imports web code, and libraries depend only on libraries.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            // The end-to-end suite drives the built product; it uses only the test fakes.
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // API layers: the shared layer (common/, database/, config/) serves the feature modules and
    // never reaches into one; modules use each other only through their services (and no two
    // import each other: tools/lint/check-imports.mjs).
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: ['common', 'database', 'config'].map((layer) => ({
            target: `apps/api/src/${layer}`,
            from: 'apps/api/src/modules',
            message: `${layer}/ is shared by every module and must not depend on one.`,
          })),
        },
      ],
    },
  },
  {
    // Dashboard features stay apart: a feature imports itself and the shared folders only;
    // the shared folders (components, hooks, lib, config) import no feature and not the routes.
    files: ['apps/main-site/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/main-site/src`,
          zones: [
            ...MAIN_SITE_FEATURES.map((feature) => ({
              target: `features/${feature}`,
              from: 'features',
              except: [feature, ...(MAIN_SITE_FEATURE_USES[feature] ?? [])],
              message:
                'Features do not import each other (but for the arrows of tools/lint/feature-uses.mjs): move what they share to components/, hooks/ or lib/.',
            })),
            ...['components', 'hooks', 'lib', 'config'].map((shared) => ({
              target: shared,
              from: ['features', 'app'],
              message: `${shared}/ is shared by the features and must not depend on one.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Build configs reach into tools/ (shared Vite settings), which is not a project.
    files: ['**/vite.config.ts', '**/vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      'tools/**',
      'bench/**',
      'apps/e2e/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Callbacks given to page.evaluate() run in the browser.
    files: ['apps/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs', 'apps/api/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
