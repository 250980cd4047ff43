import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  ErrorCode,
  type Domain,
  type FieldError,
  type SearchDomainsResponse,
} from '@domainfolio/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import { DomainsService } from '../domains/domains.service';
import { SearchDomainsBodyDto, SearchDomainsQueryDto } from './dto/search-domains.dto';
import { SearchService } from './search.service';
import { Public } from '../../common/auth/public.decorator';
import { ReadsOnly } from '../../common/http/read-routing.interceptor';
import { API_KEY_SCHEME, ApiErrors } from '../../common/api-docs/api-docs';
import {
  DomainPageResponseSchema,
  PublicDomainPageResponseSchema,
} from '../domains/dto/domain-responses.dto';

const FILTERS = ['minPrice', 'maxPrice', 'minLength', 'maxLength'] as const;

/** A range whose bounds cross matches nothing by mistake: say so instead. */
function checkRanges(query: SearchDomainsQueryDto): void {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  )
    fail('maxPrice', 'maxPrice must not be below minPrice');
  if (
    query.minLength !== undefined &&
    query.maxLength !== undefined &&
    query.minLength > query.maxLength
  )
    fail('maxLength', 'maxLength must not be below minLength');
  if (!query.dashboard && query.registry !== undefined)
    fail('registry', 'registry applies to the dashboard list, not to public searches');
  if (!query.dashboard && query.tag !== undefined)
    fail('tag', 'tag applies to the dashboard list; public searches filter by category');
  if (query.dashboard && query.category !== undefined)
    fail('category', 'category applies to public searches; the dashboard list filters by tag');
  if (query.dashboard) {
    for (const key of FILTERS)
      if (query[key] !== undefined)
        fail(key, `${key} applies to public searches, not to the dashboard list`);
  }
  if (errors.length > 0)
    throw new AppError(ErrorCode.VALIDATION_FAILED, {
      message: errors.map((e) => e.message).join('; '),
      errors,
    });
}

@ApiTags('search')
@Public()
@Controller('search')
export class SearchController {
  constructor(
    private readonly search: SearchService,
    private readonly domains: DomainsService,
  ) {}

  @Post()
  @HttpCode(200)
  @ReadsOnly()
  @ApiOperation({ summary: "Search public domains: the marketplace, or one owner's portfolio" })
  // Public, but dashboard=true lists the caller's own domains and needs the key or a session.
  @ApiSecurity({})
  @ApiSecurity(API_KEY_SCHEME)
  @ApiExtraModels(PublicDomainPageResponseSchema, DomainPageResponseSchema)
  @ApiOkResponse({
    description: 'A page of public domains; with dashboard=true, a page of your own domains',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(PublicDomainPageResponseSchema) },
        { $ref: getSchemaPath(DomainPageResponseSchema) },
      ],
    },
  })
  @ApiErrors(400, 401)
  searchDomains(
    @Req() request: Request,
    @Query() query: SearchDomainsQueryDto,
    @Body() body: SearchDomainsBodyDto,
  ): Promise<SearchDomainsResponse | SearchDomainsResponse<Domain>> {
    checkRanges(query);
    if (!query.dashboard) return this.search.searchPublic(query, body);
    if (!request.auth) throw new AppError(ErrorCode.UNAUTHENTICATED);
    return this.domains.searchOwn(
      request.auth.user,
      body.query,
      query.sort,
      query.page,
      query.limit,
      query.registry,
      query.tag,
    );
  }
}
