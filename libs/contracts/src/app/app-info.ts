/** Product-wide names and fixed values. */
export const PRODUCT_NAME = 'Domainfolio';
export const RELEASE_LABEL = 'ALPHA 1.0';
export const VERSION_LABEL = 'BETA';
/** What UI copy calls a domain's public page ("View Landing Page"). */
export const LANDING_PAGE_LABEL = 'landing page';
export const API_KEY_HEADER = 'x-domainfolio-api-key';
/** The legal pages' "last updated" date (21 April 2021), as an ISO calendar date. */
export const LEGAL_LAST_UPDATED = '2021-04-21';
export const DEFAULT_LOGO = '/logo.svg';
export const DEFAULT_LOGO_LIGHT = '/logo-light.svg';
export const DEFAULT_THEME = 'indigo';
export const SUPPORT_REPLY_HOURS = 24;
/** Flat escrow disbursement fee the seller pays ($10). */
export const ESCROW_SELLER_FEE_CENTS = 1000;
