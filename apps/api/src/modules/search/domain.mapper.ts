import { domainToUnicode } from 'node:url';
import type { PublicDomain } from '@domainfolio/contracts';
import type { domains } from '../../database/schema';

type DomainRow = typeof domains.$inferSelect;

export function money(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function unicodeName(name: string): string {
  return domainToUnicode(name) || name;
}

/**
 * What a visitor may see: the fields are listed one by one, so a new column never reaches the
 * public API by accident; a hidden price is sent as null.
 */
export function toPublicDomain(row: DomainRow, username: string): PublicDomain {
  return {
    _id: row.id,
    name: row.name,
    unicodeName: unicodeName(row.name),
    tld: row.tld,
    description: row.description,
    sellingPrice: row.priceHidden ? null : money(row.sellingPrice),
    buyItNow: row.buyItNow && !row.priceHidden && row.sellingPrice !== null,
    priceHidden: row.priceHidden,
    purchaseUrl: row.purchaseUrl,
    financeUrl: row.financeUrl,
    leaseUrl: row.leaseUrl,
    username,
    createdDate: row.createdAt.toISOString(),
  };
}
