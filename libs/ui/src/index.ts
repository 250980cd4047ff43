export * from './lib/class-names';
export * from './buttons/button';
export * from './navigation/app-link';
export * from './navigation/lazy-page';

export * from './forms/toggle';
export * from './forms/search-input';
export * from './forms/sort-select';
export * from './forms/layout-toggle';
export * from './forms/field-styles';
export * from './forms/text-field';
export * from './forms/password-field';
export * from './forms/text-area-field';
export * from './forms/checkbox-field';
export * from './forms/checkbox';
export * from './forms/range-filter';
export * from './forms/range-filter-query';
export * from './forms/range-filter-popover';

export * from './overlays/dialog';
export * from './overlays/confirm-dialog';

export * from './feedback/notify';
export { loadToaster } from './feedback/load-toaster';
export * from './feedback/spinner';
export * from './feedback/page-spinner';
export * from './feedback/skeleton';
export * from './feedback/skeleton-rows';
export * from './feedback/badge';
export * from './feedback/empty-state';
export * from './feedback/promo-banner';
export * from './feedback/alert';

export * from './data/table';
export * from './data/pager';
export * from './data/data-table';

export * from './domains/domain-card';
export * from './domains/domain-grid';
export * from './domains/domain-price';
export * from './domains/skeleton-cards';
export * from './domains/domain-toolbar';
export * from './domains/domain-results';

export * from './layout/footer';
export * from './layout/legal-links';
export * from './layout/not-found-page';
export * from './layout/logo';
export * from './layout/version-badge';
export * from './layout/wordmark';
export * from './layout/avatar';

export * from './hooks/use-document-title';
export * from './hooks/use-list-params';

export * from './site/site-context';
export * from './site/site-shell';
export * from './site/site-load-error';
export * from './site/render-site';
export { useNotFoundStatus } from './site/page-status';

export * from './styles/inject-styles';
export * from './domains/use-public-domain-list';
export * from './domains/public-domain-list';
