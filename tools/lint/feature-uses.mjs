/**
 * Which dashboard feature may use which other feature (folders of apps/main-site/src/features):
 * the arrows of the main site in docs/architecture.md. Every other pair stays apart and shares
 * through components/, hooks/ and lib/. Read by eslint.config.mjs (import-x/no-restricted-paths)
 * and by tools/lint/check-imports.mjs, which also refuses any circle.
 */
export const MAIN_SITE_FEATURE_USES = {
  // The domain page shows the domain's analytics panel, the Domains page the portfolio's charts.
  domains: ['analytics'],
};
