export * from './http/api-error';
export * from './http/api-fetch';
export * from './http/query-retry';
export * from './query-keys';
export * from './search/use-domain-search';
export * from './public/use-public-portfolio';
export * from './public/use-public-domain';
export * from './hooks/use-debounced-value';
