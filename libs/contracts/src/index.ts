export * from './app/app-info';

export * from './errors/error-codes';
export * from './errors/error-catalogue';
export * from './errors/error-body';
export * from './errors/format-message';

export * from './notifications/notification';
export * from './notifications/notifications';
export * from './notifications/success-catalogue';

export * from './timing/timing';

export * from './plans/plans';
export * from './billing/billing.types';

export * from './domains/registrars';
export * from './domains/domain.types';
export * from './domains/domain.constants';
export * from './domains/domain-name';

export * from './leads/lead.types';
export * from './leads/negotiation.types';
export * from './escrow/escrow.types';
export * from './support/support.types';

export * from './users/user.types';
export * from './users/auth.types';
export * from './users/portfolio-page.types';
export * from './users/username';
export * from './users/email';

export * from './paging/paged-result';

export * from './periods/interval';
export * from './periods/time-zone';
export * from './periods/period-range';

export * from './format/format';
export * from './format/country-name';

export * from './sites/site-selection';
export * from './sites/custom-host';

export * from './import/import-columns';
export * from './import/export-columns';
export * from './import/csv-escape';
export * from './import/import-api.types';
export * from './sites/site-context';
export * from './sites/server-render';
export * from './sites/public-pages';
export * from './public/public.types';
export * from './users/account-api.types';
export * from './users/account-control.types';
export * from './users/security.types';
export * from './domains/domain-api.types';
export * from './domains/sales.types';
export * from './public/landing-meta';
export * from './alerts/alerts.types';
export * from './domains/registry.types';
export * from './domains/registrar-connections.types';
export * from './domains/renewals';
export * from './domains/tags';
export * from './domains/bulk-edit';
export * from './analytics/analytics.types';
