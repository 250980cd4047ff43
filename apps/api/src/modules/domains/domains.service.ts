import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  Interval,
  buildPagedResult,
  localDate,
  periodRange,
  planLimits,
  type Domain,
  type ExpiringDomainsResponse,
  type PortfolioStats,
  type SalesResponse,
  type SearchDomainsResponse,
  type SortKey,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import type { DomainRow, NewDomainRow, UserRow } from '../../database/schema';
import { uniqueViolation } from '../users/users.repository';
import { normaliseTerm } from '../search/search.service';
import { toDomain } from './domain.mapper';
import { normaliseDomainName } from './domain-name';
import type { DomainFieldsDto } from './dto/domain-fields.dto';
import type {
  CreateDomainInputDto,
  EditDomainInputDto,
  PagedIntervalQueryDto,
} from './dto/domain-requests.dto';
import { DomainsRepository, type DateRange, type InstantRange } from './domains.repository';

const MONEY_FIELDS = ['sellingPrice', 'domainCost', 'renewalCost', 'salePrice'] as const;
const TEXT_FIELDS = [
  'description',
  'purchaseUrl',
  'financeUrl',
  'leaseUrl',
  'privateNotes',
] as const;
const PLAIN_FIELDS = [
  'expiration',
  'purchaseDate',
  'saleDate',
  'public',
  'buyItNow',
  'priceHidden',
  'sold',
  'registrar',
] as const;

function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February rolls back to 28 February rather than into March.
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** The period as instants (for leads) and as calendar dates (for expirations, sales, views). */
function period(
  interval: Interval,
  timeZone: string,
  now = new Date(),
): { instants: InstantRange; dates: DateRange } {
  const { start, end } = periodRange(interval, now, timeZone);
  return {
    instants: { start, end },
    dates: {
      from: start ? localDate(start, timeZone) : null,
      to: end ? localDate(end, timeZone) : null,
    },
  };
}

/** DTO fields → column values: money as exact decimal strings, empty text as null. */
function columnsFrom(fields: DomainFieldsDto): Partial<NewDomainRow> {
  const columns: Partial<NewDomainRow> = {};
  for (const key of MONEY_FIELDS) {
    const value = fields[key];
    if (value !== undefined) columns[key] = value === null ? null : value.toFixed(2);
  }
  for (const key of TEXT_FIELDS) {
    const value = fields[key];
    if (value !== undefined)
      columns[key] = value === null || value.trim() === '' ? null : value.trim();
  }
  for (const key of PLAIN_FIELDS) {
    const value = fields[key];
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  return columns;
}

function requirePriceForBuyItNow(row: Pick<NewDomainRow, 'buyItNow' | 'sellingPrice'>): void {
  if (row.buyItNow && (row.sellingPrice === null || row.sellingPrice === undefined)) {
    throw new AppError(ErrorCode.BUY_IT_NOW_REQUIRES_PRICE);
  }
}

@Injectable()
export class DomainsService {
  constructor(private readonly repository: DomainsRepository) {}

  /** Adds a domain, within the plan's domain limit even under concurrent adds. */
  async create(owner: UserRow, input: CreateDomainInputDto): Promise<Domain> {
    const { name, tld } = normaliseDomainName(input.name);
    const today = localDate(new Date(), owner.timeZone);
    const row: NewDomainRow = {
      ownerId: owner.id,
      name,
      tld,
      expiration: addYears(today, 1),
      purchaseDate: today,
      ...columnsFrom(input),
    };
    requirePriceForBuyItNow(row);
    const limits = planLimits(owner.planType === 'PRO' ? 'PRO' : 'FREE');
    try {
      const created = await this.repository.db.transaction(async (tx) => {
        await this.repository.lockOwner(tx, owner.id);
        const owned = await this.repository.countOwned(tx, owner.id);
        if (owned + 1 > limits.domains) {
          throw new AppError(ErrorCode.DOMAIN_LIMIT_REACHED, {
            vars: {
              plan: owner.planType === 'PRO' ? 'Pro' : 'Free',
              limit: limits.domains.toLocaleString('en-US'),
              total: (owned + 1).toLocaleString('en-US'),
            },
          });
        }
        return this.repository.insert(tx, row);
      });
      return toDomain(created, owner.username);
    } catch (error) {
      if (uniqueViolation(error) === 'domains_owner_id_name_key') {
        throw new AppError(ErrorCode.DOMAIN_EXISTS, { vars: { domain: name } });
      }
      throw error;
    }
  }

  async edit(owner: UserRow, input: EditDomainInputDto): Promise<Domain> {
    const current = await this.owned(owner, input._id);
    const changes = columnsFrom(input);
    if (input.name !== undefined) Object.assign(changes, normaliseDomainName(input.name));
    requirePriceForBuyItNow({
      buyItNow: changes.buyItNow ?? current.buyItNow,
      sellingPrice:
        changes.sellingPrice !== undefined ? changes.sellingPrice : current.sellingPrice,
    });
    try {
      const updated = await this.repository.update(owner.id, current.id, changes);
      if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
      return toDomain(updated, owner.username);
    } catch (error) {
      if (uniqueViolation(error) === 'domains_owner_id_name_key') {
        throw new AppError(ErrorCode.DOMAIN_EXISTS, {
          vars: { domain: changes.name ?? current.name },
        });
      }
      throw error;
    }
  }

  /** Deletes all the ids or none: an id that is not the owner's is a 404. */
  async delete(owner: UserRow, ids: string[]): Promise<number> {
    const deleted = await this.repository.deleteOwned(owner.id, ids);
    if (deleted === null)
      throw new AppError(ErrorCode.NOT_FOUND, {
        message: 'One or more of these domains are not in your portfolio. Nothing was deleted.',
      });
    return deleted;
  }

  async get(owner: UserRow, rawName: string): Promise<Domain> {
    let name: string;
    try {
      name = normaliseDomainName(rawName).name;
    } catch {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    const row = await this.repository.findOwnedByName(owner.id, name);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return toDomain(row, owner.username);
  }

  async searchOwn(
    owner: UserRow,
    query: string,
    sort: SortKey,
    page: number,
    limit: number,
  ): Promise<SearchDomainsResponse<Domain>> {
    const { rows, total } = await this.repository.findOwnedPage(
      owner.id,
      normaliseTerm(query),
      sort,
      (page - 1) * limit,
      limit,
    );
    return {
      payload: buildPagedResult(
        rows.map((r) => toDomain(r, owner.username)),
        total,
        page,
        limit,
      ),
    };
  }

  async stats(owner: UserRow, interval: Interval): Promise<PortfolioStats> {
    const { instants, dates } = period(interval, owner.timeZone);
    const [totals, expiring, views, leads] = await Promise.all([
      this.repository.portfolioTotals(owner.id),
      this.repository.expiringTotals(owner.id, dates),
      this.repository.viewsIn(owner.id, dates),
      this.repository.leadsIn(owner.id, instants),
    ]);
    return {
      totalDomains: totals.domains,
      totalPortfolioValue: totals.value,
      totalViews: views,
      totalDomainExpirations: expiring.count,
      totalRenewalCost: expiring.renewalCost,
      totalLeads: leads,
    };
  }

  async expiring(owner: UserRow, query: PagedIntervalQueryDto): Promise<ExpiringDomainsResponse> {
    const { dates } = period(query.interval, owner.timeZone);
    const [rows, totals] = await Promise.all([
      this.repository.expiringPage(owner.id, dates, (query.page - 1) * query.limit, query.limit),
      this.repository.expiringTotals(owner.id, dates),
    ]);
    return {
      payload: buildPagedResult(
        rows.map((r) => toDomain(r, owner.username)),
        totals.count,
        query.page,
        query.limit,
      ),
      totalRenewalCostThisInterval: totals.renewalCost,
      totalRegistrarsThisInterval: totals.registrars,
    };
  }

  async sales(owner: UserRow, query: PagedIntervalQueryDto): Promise<SalesResponse> {
    const { dates } = period(query.interval, owner.timeZone);
    const result = await this.repository.sales(
      owner.id,
      dates,
      (query.page - 1) * query.limit,
      query.limit,
    );
    const docs = result.rows.map(({ row, profit }) => ({
      ...toDomain(row as DomainRow, owner.username),
      profit,
    }));
    return {
      payload: buildPagedResult(docs, result.total, query.page, query.limit),
      totalRevenue: result.revenue,
      totalProfit: result.profit,
    };
  }

  private async owned(owner: UserRow, id: string): Promise<DomainRow> {
    const row = await this.repository.findOwnedById(owner.id, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }
}
