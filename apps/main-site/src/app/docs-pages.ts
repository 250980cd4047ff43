// The API reference pages: their own chunk, loaded on the first visit to one of them.
export { DocsPage } from '../features/docs/routes/docs-page';
export { DashboardDocsPage } from '../features/docs/routes/dashboard-docs-page';
