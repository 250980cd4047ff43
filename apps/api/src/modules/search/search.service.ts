import { domainToASCII } from 'node:url';
import { Injectable } from '@nestjs/common';
import {
  SEARCH_COUNT_CAP,
  SEARCH_TERM_COUNT_CAP,
  buildPagedResult,
  capCount,
  type SearchDomainsResponse,
} from '@domainfolio/contracts';
import { toPublicDomain } from './domain.mapper';
import type { SearchDomainsBodyDto, SearchDomainsQueryDto } from './dto/search-domains.dto';
import { SearchRepository, type PublicSearchFilter } from './search.repository';

/** Names are stored as lowercase ASCII; a Unicode term is searched in its ASCII form. */
export function normaliseTerm(query: string): string {
  const term = query.trim().toLowerCase();
  if (!term || /^[\x20-\x7e]*$/.test(term)) return term;
  return domainToASCII(term) || term;
}

/** How long a total past the cap ("1,000+") is reused: it stays past the cap for long. */
const CAPPED_TTL_MS = 60_000;
const CAPPED_CACHE_MAX = 5_000;

@Injectable()
export class SearchService {
  private readonly capped = new Map<string, number>();

  constructor(private readonly repository: SearchRepository) {}

  /**
   * The capped count of a filter. Counting a broad term reads a table page per match, so a
   * total past the cap is remembered for a minute (search-as-you-type repeats terms); exact
   * totals are always counted afresh.
   */
  private async countCapped(filter: PublicSearchFilter, cap: number): Promise<number> {
    const key = JSON.stringify([filter, cap]);
    const now = Date.now();
    const seenAt = this.capped.get(key);
    if (seenAt !== undefined && now - seenAt < CAPPED_TTL_MS) return cap + 1;
    const count = await this.repository.countPublic(filter, cap);
    if (count > cap) {
      if (this.capped.size >= CAPPED_CACHE_MAX) this.capped.clear();
      this.capped.set(key, now);
    } else this.capped.delete(key);
    return count;
  }

  /** The marketplace (every owner's public domains) or one owner's public portfolio. */
  async searchPublic(
    query: SearchDomainsQueryDto,
    body: SearchDomainsBodyDto,
  ): Promise<SearchDomainsResponse> {
    const filter = {
      term: normaliseTerm(body.query),
      username: query.username,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      minLength: query.minLength,
      maxLength: query.maxLength,
    };
    const offset = (query.page - 1) * query.limit;
    const cap = filter.term ? SEARCH_TERM_COUNT_CAP : SEARCH_COUNT_CAP;
    // The page and the capped count run side by side. A page that is not full ends the list, so
    // its total is known without the count.
    const [rows, counted] = await Promise.all([
      this.repository.findPublicPage(filter, query.sort, offset, query.limit),
      this.countCapped(filter, cap),
    ]);
    const count = rows.length > 0 && rows.length < query.limit ? offset + rows.length : counted;
    const { totalDocs, totalIsCapped } = capCount(count, cap);
    const docs = rows.map((row) => toPublicDomain(row, row.username));
    return {
      payload: buildPagedResult(docs, totalDocs, query.page, query.limit, { totalIsCapped }),
    };
  }
}
