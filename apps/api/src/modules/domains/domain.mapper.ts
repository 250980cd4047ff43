import type { Domain, RegistrarCode } from '@domainfolio/contracts';
import type { DomainRow } from '../../database/schema';
import { money, unicodeName } from '../search/domain.mapper';

/** A domain as its owner sees it; fields listed one by one so a new column never leaks. */
export function toDomain(row: DomainRow, username: string): Domain {
  return {
    _id: row.id,
    name: row.name,
    unicodeName: unicodeName(row.name),
    tld: row.tld,
    description: row.description,
    sellingPrice: money(row.sellingPrice),
    domainCost: money(row.domainCost),
    renewalCost: money(row.renewalCost),
    salePrice: money(row.salePrice),
    expiration: row.expiration,
    purchaseDate: row.purchaseDate,
    saleDate: row.saleDate,
    public: row.public,
    buyItNow: row.buyItNow,
    priceHidden: row.priceHidden,
    sold: row.sold,
    registrar: row.registrar as RegistrarCode | null,
    purchaseUrl: row.purchaseUrl,
    financeUrl: row.financeUrl,
    leaseUrl: row.leaseUrl,
    privateNotes: row.privateNotes,
    views: row.views,
    leads: row.leads,
    username,
    createdDate: row.createdAt.toISOString(),
  };
}
