import { Inject, Injectable } from '@nestjs/common';
import {
  SEARCH_COUNT_CAP,
  categoryTag,
  SEARCH_TERM_COUNT_CAP,
  buildPagedResult,
  capCount,
  type SearchDomainsResponse,
} from '@domainfolio/contracts';
import { APP_CONFIG, escrowConfigured, type AppConfig } from '../../config/app-config';
import type { DatabaseHandle } from '../../database/database';
import { DATABASE_HANDLE } from '../../database/database-tokens';
import { toPublicDomain } from '../domains/domains.mapper';
import { normalizeSearchTerm } from '../domains/domain-name';
import type { PublicSearchFilter } from '../domains/public-search-filter';
import { DomainsService } from '../domains/domains.service';
import type { ActiveOwner } from '../users/active-owner';
import { UsersService } from '../users/users.service';
import type { SearchDomainsBodyDto, SearchDomainsQueryDto } from './dto/search-domains.dto';

@Injectable()
export class SearchService {
  constructor(
    private readonly domains: DomainsService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
  ) {}

  /**
   * The marketplace (every owner's public domains) or one owner's public portfolio, read from
   * a replica when there are any.
   */
  searchPublic(
    query: SearchDomainsQueryDto,
    body: SearchDomainsBodyDto,
  ): Promise<SearchDomainsResponse> {
    return this.database.reads.publicRead(() => this.findPublic(query, body));
  }

  private async findPublic(
    query: SearchDomainsQueryDto,
    body: SearchDomainsBodyDto,
  ): Promise<SearchDomainsResponse> {
    let owner: ActiveOwner | null = null;
    if (query.username !== undefined) {
      owner = await this.users.findActiveOwner(query.username);
      if (!owner) return { payload: buildPagedResult([], 0, query.page, query.limit) };
    }
    const ownerId = owner?.id;
    const filter: PublicSearchFilter = {
      term: normalizeSearchTerm(body.query),
      ownerId,
      hiddenOwnerIds: ownerId ? [] : await this.users.disabledIds(),
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      minLength: query.minLength,
      maxLength: query.maxLength,
      tag: query.category ? categoryTag(query.category) : undefined,
    };
    const offset = (query.page - 1) * query.limit;
    const cap = filter.term ? SEARCH_TERM_COUNT_CAP : SEARCH_COUNT_CAP;
    const { rows, count: counted } = await this.domains.findPublicPage(
      filter,
      query.sort,
      offset,
      query.limit,
      cap,
    );
    // A page that is not full ends the list, so its total is known whatever was counted.
    const count = rows.length > 0 && rows.length < query.limit ? offset + rows.length : counted;
    const { totalDocs, totalIsCapped } = capCount(count, cap);
    // One owner's page names its owner already; the marketplace asks for the page's owners.
    const usernames = owner
      ? new Map([[owner.id, owner.username]])
      : await this.users.usernamesByIds(rows.map((row) => row.ownerId));
    const instantCheckout = escrowConfigured(this.config);
    const docs = rows.map((row) =>
      toPublicDomain(row, usernames.get(row.ownerId) ?? '', instantCheckout),
    );
    return {
      payload: buildPagedResult(docs, totalDocs, query.page, query.limit, { totalIsCapped }),
    };
  }
}
