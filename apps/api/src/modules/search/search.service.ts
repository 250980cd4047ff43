import { domainToASCII } from 'node:url';
import { Injectable } from '@nestjs/common';
import { buildPagedResult, capCount, type SearchDomainsResponse } from '@domainfolio/contracts';
import { toPublicDomain } from './domain.mapper';
import type { SearchDomainsBodyDto, SearchDomainsQueryDto } from './dto/search-domains.dto';
import { SearchRepository } from './search.repository';

/** Names are stored as lowercase ASCII; a Unicode term is searched in its ASCII form. */
export function normaliseTerm(query: string): string {
  const term = query.trim().toLowerCase();
  if (!term || /^[\x20-\x7e]*$/.test(term)) return term;
  return domainToASCII(term) || term;
}

@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

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
    const rows = await this.repository.findPublicPage(filter, query.sort, offset, query.limit);
    // A page that is not full ends the list: its total needs no counting. Otherwise count, up
    // to the cap (rare terms, the slow ones to count, are usually settled here).
    const count =
      rows.length > 0 && rows.length < query.limit
        ? offset + rows.length
        : await this.repository.countPublic(filter);
    const { totalDocs, totalIsCapped } = capCount(count);
    const docs = rows.map((row) => toPublicDomain(row, row.username));
    return {
      payload: buildPagedResult(docs, totalDocs, query.page, query.limit, { totalIsCapped }),
    };
  }
}
