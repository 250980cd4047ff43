import type { Lead, LeadKind } from '@domainfolio/contracts';
import type { LeadRow } from '../../database/schema';
import { money, unicodeName } from '../domains/domains.mapper';

/** A lead as its owner sees it; network details (address, browser) stay on the server. */
export function toLead(row: LeadRow): Lead {
  return {
    _id: row.id,
    domain: row.domainName,
    unicodeDomain: unicodeName(row.domainName),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    offer: money(row.offer),
    kind: row.kind as LeadKind,
    createdDate: row.createdAt.toISOString(),
  };
}
