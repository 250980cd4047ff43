import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  Interval,
  buildPagedResult,
  localDate,
  periodRange,
  planLimitsOf,
  planName,
  type Domain,
  type DomainDetail,
  type RegistrarCode,
  type RegistryFlag,
  type ExpiringDomainsResponse,
  type SearchDomainsResponse,
  type SortKey,
} from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { OwnerEvents } from '../../common/events/owner-events';
import type { DbExecutor } from '../../database/database';
import { uniqueViolation } from '../../database/pg-errors';
import type { DomainRow, NewDomainRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { UsersService } from '../users/users.service';
import { toDomain } from './domains.mapper';
import { lookupName, normalizeDomainName, normalizeSearchTerm } from './domain-name';
import { DomainSearchRepository } from './domain-search.repository';
import type { PublicSearchFilter, PublicSearchPage } from './public-search-filter';
import type {
  CreateDomainInputDto,
  EditDomainInputDto,
  PagedIntervalQueryDto,
} from './dto/domain-requests.dto';
import { DomainSaleListeners } from './domain-sales-hooks';
import { DomainBulkRepository } from './domain-bulk.repository';
import { DomainsRepository, type DateRange } from './domains.repository';
import type { ReminderCandidate } from './reminder-candidate';
import { DomainDetailSources } from './domain-detail-sources';
import { ownListFilter } from './domain-tags';
import { DomainRegistrarRepository, DomainRegistryRepository } from './domain-registry.repository';
import { registryPanelOf, type RegistryColumns } from './domain-registry-flag';
import {
  addYears,
  columnsFrom,
  requireFloorWithinPrice,
  requirePriceForBuyItNow,
} from './domain-rules';

/** What one page of a registrar account did to the portfolio. */
export interface RegistrarPageResult {
  added: string[];
  /** New names the plan's domain limit left out. */
  leftOut: string[];
  updated: {
    id: string;
    name: string;
    expiration: { from: string | null; to: string } | null;
    registrar: { from: string | null; to: string } | null;
  }[];
  unchanged: number;
  /** Names the registrar listed that are no domain names (skipped). */
  invalid: string[];
}

/** The period as calendar dates in the owner's zone (for expirations, sales and views). */
export function periodDates(interval: Interval, timeZone: string, now = new Date()): DateRange {
  const { start, end } = periodRange(interval, now, timeZone);
  return {
    from: start ? localDate(start, timeZone) : null,
    to: end ? localDate(end, timeZone) : null,
  };
}

/**
 * The one home of a domain's rules: an owner's portfolio (add, edit, delete, lists and figures),
 * and for the other modules the domains visitors may see, marketplace search and the lead
 * counter (landing-page views: DomainViewsService).
 */
@Injectable()
export class DomainsService {
  constructor(
    private readonly repository: DomainsRepository,
    private readonly bulk: DomainBulkRepository,
    private readonly search: DomainSearchRepository,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly saleListeners: DomainSaleListeners,
    private readonly events: OwnerEvents,
    private readonly registryRows: DomainRegistryRepository,
    private readonly registrarRows: DomainRegistrarRepository,
    private readonly detailSources: DomainDetailSources,
  ) {}

  /** A sale just recorded: the thread that agreed the price is told, and the owner's channels. */
  private async sold(tx: DbExecutor, row: DomainRow): Promise<void> {
    await this.saleListeners.sold(tx, { ownerId: row.ownerId, domainId: row.id });
    await this.events.record(tx, row.ownerId, {
      type: 'domain.sold',
      payload: {
        domain: row.name,
        price: row.salePrice === null ? null : Number(row.salePrice),
        venue: row.saleVenue,
      },
    });
  }

  /** Adds a domain, within the plan's domain limit even under concurrent adds. */
  async create(owner: UserRow, input: CreateDomainInputDto): Promise<Domain> {
    const { name, tld } = normalizeDomainName(input.name);
    const today = localDate(new Date(), owner.timeZone);
    const columns = columnsFrom(input);
    const row: NewDomainRow = {
      ownerId: owner.id,
      name,
      tld,
      expiration: addYears(today, 1),
      purchaseDate: today,
      ...columns,
      // A date or registrar the owner gave is their word; the product's fill-in is the registry's to replace.
      expirationSource: columns.expiration ? 'owner' : 'default',
      purchaseDateSource: columns.purchaseDate ? 'owner' : 'default',
      registrarSource: columns.registrar ? 'owner' : 'default',
    };
    requirePriceForBuyItNow(row);
    requireFloorWithinPrice(row);
    try {
      const created = await this.unitOfWork.run(async (tx) => {
        // The plan as it is under the lock: a downgrade may have committed since the request
        // read the owner.
        const plan = (await this.users.lockForUpdate(tx, owner.id)) ?? owner.planType;
        const limits = planLimitsOf(plan);
        const owned = await this.repository.countOwned(tx, owner.id);
        if (owned + 1 > limits.domains) {
          throw new AppError(ErrorCode.DOMAIN_LIMIT_REACHED, {
            vars: {
              plan: planName(plan),
              limit: limits.domains.toLocaleString('en-US'),
              total: (owned + 1).toLocaleString('en-US'),
            },
          });
        }
        return this.repository.insert(tx, row);
      });
      this.detailSources.added([{ id: created.id, name: created.name }]);
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
    if (input.name !== undefined) Object.assign(changes, normalizeDomainName(input.name));
    // The owner's form sends every field: only a value that changes becomes the owner's word,
    // and a cleared one is the registry's to fill again.
    if (changes.expiration !== undefined && changes.expiration !== current.expiration)
      changes.expirationSource = changes.expiration === null ? 'default' : 'owner';
    if (changes.purchaseDate !== undefined && changes.purchaseDate !== current.purchaseDate)
      changes.purchaseDateSource = changes.purchaseDate === null ? 'default' : 'owner';
    if (changes.registrar !== undefined && changes.registrar !== current.registrar)
      changes.registrarSource = changes.registrar === null ? 'default' : 'owner';
    const sellingPrice =
      changes.sellingPrice !== undefined ? changes.sellingPrice : current.sellingPrice;
    requirePriceForBuyItNow({ buyItNow: changes.buyItNow ?? current.buyItNow, sellingPrice });
    requireFloorWithinPrice({
      floorPrice: changes.floorPrice !== undefined ? changes.floorPrice : current.floorPrice,
      sellingPrice,
    });
    try {
      // Marked sold here (a sale made elsewhere): the thread that agreed the price is told in
      // the same transaction.
      const updated = await this.unitOfWork.run(async (tx) => {
        const row = await this.repository.update(owner.id, current.id, changes, tx);
        if (row && row.sold && !current.sold) await this.sold(tx, row);
        return row;
      });
      if (!updated) throw new AppError(ErrorCode.NOT_FOUND);
      if (updated.sold && !current.sold) this.events.kick();
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
    const deleted = await this.unitOfWork.run((tx) =>
      this.repository.deleteOwned(tx, owner.id, ids),
    );
    if (deleted === null)
      throw new AppError(ErrorCode.NOT_FOUND, {
        message: 'One or more of these domains are not in your portfolio. Nothing was deleted.',
      });
    return deleted;
  }

  async get(owner: UserRow, rawName: string): Promise<DomainDetail> {
    const row = await this.findOwned(owner.id, rawName);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    const [history, atRegistrars] = await Promise.all([
      this.detailSources.history(owner.id, row.id),
      this.detailSources.atRegistrars(owner.id, row.name),
    ]);
    return {
      ...toDomain(row, owner.username),
      registry: registryPanelOf(row),
      history,
      atRegistrars,
    };
  }

  /** An owner's domain by name, as stored (the registry module's refresh and apply). */
  async ownedRow(owner: UserRow, rawName: string): Promise<DomainRow> {
    const row = await this.findOwned(owner.id, rawName);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  /** The registry look-up queue: due domains, held for `leaseMs` (see DomainRegistryRepository). */
  claimRegistryDue(limit: number, leaseMs: number): Promise<{ id: string; name: string }[]> {
    return this.registryRows.claimDue(limit, leaseMs);
  }

  /** Takes one due domain off the look-up queue for `leaseMs` (a look-up a person waits for). */
  claimRegistryOne(id: string, leaseMs: number): Promise<boolean> {
    return this.registryRows.claimOne(id, leaseMs);
  }

  /** A domain's row locked for the caller's transaction, to apply a look-up's result. */
  lockForRegistry(tx: DbExecutor, id: string): Promise<DomainRow | null> {
    return this.registryRows.lock(tx, id);
  }

  /** Writes a look-up's result and the fields it fills (the caller decided which, under the lock). */
  writeRegistry(tx: DbExecutor, id: string, columns: RegistryColumns): Promise<DomainRow | null> {
    return this.registryRows.write(tx, id, columns);
  }

  /** The Registry data panel of a row. */
  registryPanel(row: DomainRow) {
    return registryPanelOf(row);
  }

  /**
   * Applies one page of a registrar account to the owner's portfolio, in the caller's
   * transaction: known names get the registrar's expiration and registrar (never prices, notes
   * or settings; a sold name is left alone), new ones are added within the plan's domain limit
   * (not public until the owner lists them) and the rest are named as left out. Takes the
   * owner's row lock first, as an add does, so the limit holds against concurrent adds.
   */
  async applyRegistrarPage(
    tx: DbExecutor,
    ownerId: string,
    registrar: RegistrarCode,
    listings: readonly { name: string; expiration: string | null }[],
  ): Promise<RegistrarPageResult> {
    const plan = await this.users.lockForUpdate(tx, ownerId);
    if (!plan) return { added: [], leftOut: [], updated: [], unchanged: 0, invalid: [] };
    const valid = new Map<string, { name: string; tld: string; expiration: string | null }>();
    const invalid: string[] = [];
    for (const listing of listings) {
      try {
        const { name, tld } = normalizeDomainName(listing.name);
        valid.set(name, { name, tld, expiration: listing.expiration });
      } catch {
        invalid.push(listing.name.slice(0, 253));
      }
    }
    const known = await this.registrarRows.findByNames(tx, ownerId, [...valid.keys()]);
    const updated: RegistrarPageResult['updated'] = [];
    const changes: { id: string; expiration: string | null; registrar: string | null }[] = [];
    let unchanged = 0;
    for (const row of known) {
      const listing = valid.get(row.name)!;
      valid.delete(row.name);
      if (row.sold) {
        unchanged += 1;
        continue;
      }
      const expiration =
        listing.expiration !== null && listing.expiration !== row.expiration
          ? listing.expiration
          : null;
      const newRegistrar = row.registrar !== registrar ? registrar : null;
      if (expiration === null && newRegistrar === null) {
        unchanged += 1;
        continue;
      }
      changes.push({ id: row.id, expiration, registrar: newRegistrar });
      updated.push({
        id: row.id,
        name: row.name,
        expiration: expiration ? { from: row.expiration, to: expiration } : null,
        registrar: newRegistrar ? { from: row.registrar, to: newRegistrar } : null,
      });
    }
    await this.registrarRows.update(tx, ownerId, changes);
    const fresh = [...valid.values()];
    const room = Math.max(
      0,
      planLimitsOf(plan).domains - (await this.repository.countOwned(tx, ownerId)),
    );
    const added = await this.registrarRows.insert(
      tx,
      ownerId,
      fresh.slice(0, room).map((row) => ({ ...row, registrar })),
    );
    return {
      added,
      leftOut: fresh.slice(room).map((row) => row.name),
      updated,
      unchanged,
      invalid,
    };
  }

  /** Renew or drop: the names expiring in the range with their views since `viewsFrom`. */
  renewalCandidates(
    ownerId: string,
    range: { from: string; to: string },
    viewsFrom: string,
    limit: number,
  ) {
    return this.repository.renewalCandidates(ownerId, range, viewsFrom, limit);
  }

  renewalTotals(ownerId: string, range: { from: string; to: string }) {
    return this.repository.renewalTotals(ownerId, range);
  }

  /** The ids of the owner's domains with these names, by name. */
  async idsByNames(
    tx: DbExecutor,
    ownerId: string,
    names: readonly string[],
  ): Promise<Map<string, string>> {
    const rows = await this.registrarRows.findByNames(tx, ownerId, names);
    return new Map(rows.map((row) => [row.name, row.id]));
  }

  /** Calls the listeners of new domains (the registry look-ups), after a commit made elsewhere. */
  announceAdded(): void {
    this.detailSources.added();
  }

  async searchOwn(
    owner: UserRow,
    query: string,
    sort: SortKey,
    page: number,
    limit: number,
    registry?: RegistryFlag,
    tag?: string,
  ): Promise<SearchDomainsResponse<Domain>> {
    const { rows, total } = await this.repository.findOwnedPage(
      owner.id,
      normalizeSearchTerm(query),
      sort,
      (page - 1) * limit,
      limit,
      ownListFilter({ registry, tag }),
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

  /** The owner's figures for a period: domains and their value, expirations and views. */
  async figures(owner: UserRow, interval: Interval, now = new Date()) {
    const dates = periodDates(interval, owner.timeZone, now);
    const [totals, expiring, views] = await Promise.all([
      this.repository.portfolioTotals(owner.id),
      this.repository.expiringTotals(owner.id, dates),
      this.repository.viewsIn(owner.id, dates),
    ]);
    return { totals, expiring, views };
  }

  async expiring(owner: UserRow, query: PagedIntervalQueryDto): Promise<ExpiringDomainsResponse> {
    const dates = periodDates(query.interval, owner.timeZone);
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

  /** The owner's whole portfolio, by name, for an export. */
  /** How many domains each owner has, for the administration screen (0 when none). */
  async countByOwners(ownerIds: readonly string[]): Promise<Map<string, number>> {
    return this.repository.countByOwners(ownerIds);
  }

  async exportAll(owner: UserRow): Promise<Domain[]> {
    return (await this.bulk.allOwned(owner.id)).map((row) => toDomain(row, owner.username));
  }

  /** One of the owner's domains by a name as typed or as in a URL, whatever its flags. */
  /** A domain by id, whoever owns it (the caller checks that it may see it). */
  findById(id: string, executor?: DbExecutor): Promise<DomainRow | null> {
    return this.repository.findById(id, executor);
  }

  async findOwned(ownerId: string, rawName: string): Promise<DomainRow | null> {
    const name = lookupName(rawName);
    return name ? this.repository.findOwnedByName(ownerId, name) : null;
  }

  /** One of the owner's domains that visitors may see (its landing page, its offer form). */
  async findListed(ownerId: string, rawName: string): Promise<DomainRow | null> {
    const name = lookupName(rawName);
    return name ? this.repository.findListed(ownerId, name) : null;
  }

  /** The owner's listed domains' names and last changes, by name, at most `limit` (sitemaps). */
  listedNames(ownerId: string, limit: number): Promise<{ name: string; updatedAt: Date }[]> {
    return this.repository.listedNames(ownerId, limit);
  }

  /**
   * One of the owner's domains that has a landing page: a listed one, or a sold one whose page
   * says so. Whoever asks checks `sold` before taking an offer or a payment.
   */
  async findOnLanding(ownerId: string, rawName: string): Promise<DomainRow | null> {
    const name = lookupName(rawName);
    return name ? this.repository.findOnLanding(ownerId, name) : null;
  }

  /** The domain a host is, when its owner parked it here (proved by DNS) and it has a page. */
  findParked(host: string): Promise<{ ownerId: string; name: string } | null> {
    return this.repository.findParked(host);
  }

  async markParkingVerified(ownerId: string, domain: DomainRow): Promise<Date> {
    const at = new Date();
    await this.unitOfWork.run((tx) =>
      this.repository.markParkingVerified(tx, ownerId, domain.id, domain.name, at),
    );
    return at;
  }

  /** Records a sale of the owner's domain (an escrow purchase that completed), in `tx`. */
  async recordSale(
    tx: DbExecutor,
    ownerId: string,
    domainId: string,
    sale: { salePrice: string; saleDate: string; saleVenue: string; saleFees: string },
  ): Promise<boolean> {
    const recorded = await this.repository.recordSale(tx, ownerId, domainId, sale);
    if (recorded) await this.sold(tx, recorded);
    return recorded !== null;
  }

  /** Turns expiry reminders off (or on again) for the owner's domains: all the ids or none. */
  async setRemindersMuted(owner: UserRow, ids: string[], muted: boolean): Promise<number> {
    const unique = [...new Set(ids)];
    return this.unitOfWork.run(async (tx) => {
      const changed = await this.repository.setRemindersMuted(tx, owner.id, unique, muted);
      // Thrown inside the transaction, so a list with another owner's id changes nothing.
      if (changed !== unique.length)
        throw new AppError(ErrorCode.NOT_FOUND, {
          message: 'One or more of these domains are not in your portfolio. Nothing was changed.',
        });
      return changed;
    });
  }

  /**
   * A page of the unsold domains of every owner expiring in [from, to], by expiration then id
   * after `after`: the expiry reminder job reads them page by page.
   */
  reminderCandidates(
    from: string,
    to: string,
    after: { expiration: string; id: string } | null,
    limit: number,
  ): Promise<ReminderCandidate[]> {
    return this.repository.reminderCandidates(from, to, after, limit);
  }

  /** How many of the owner's domains expire in the range, and their renewal total. */
  async expiringTotalsBetween(ownerId: string, range: DateRange) {
    const totals = await this.repository.expiringTotals(ownerId, range);
    return { count: totals.count, renewalCost: totals.renewalCost };
  }

  /** The owner's unsold domains with an expiration date, soonest first (the calendar feed). */
  calendarDomains(ownerId: string): Promise<ReminderCandidate[]> {
    return this.repository.calendarDomains(ownerId);
  }

  /** Keeps a domain's lead counter in step with its leads, in the caller's transaction. */
  countLeads(executor: DbExecutor, domainId: string, delta: number): Promise<void> {
    return this.repository.countLeads(executor, domainId, delta);
  }

  /**
   * A page of listed domains for the marketplace or one owner's portfolio, and their total
   * counted up to `cap` + 1.
   */
  findPublicPage(
    filter: PublicSearchFilter,
    sort: SortKey,
    offset: number,
    limit: number,
    cap: number,
  ): Promise<PublicSearchPage> {
    return this.search.findPublicPage(filter, sort, offset, limit, cap);
  }

  private async owned(owner: UserRow, id: string): Promise<DomainRow> {
    const row = await this.repository.findOwnedById(owner.id, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }
}
