import {
  Inject,
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { concatMap, type Observable } from 'rxjs';
import type { DatabaseHandle } from '../../database/database';
import { DATABASE_HANDLE } from '../../database/database-tokens';
import { SAFE_METHODS } from './safe-methods';

const PUBLIC_READS = Symbol('publicReads');

/**
 * Marks a controller or route that serves the public (landing pages, owner sites, the
 * marketplace): its reads go to a read replica when there are any (ReadRouting.publicRead).
 * Everything not marked reads the primary.
 */
export const PublicReads = () => SetMetadata(PUBLIC_READS, true);

const READS_ONLY = Symbol('readsOnly');

/**
 * Marks a POST route that only reads (a search sent as a body): nothing to announce after it.
 * Its code chooses where its reads go (ReadRouting.publicRead for the public's).
 */
export const ReadsOnly = () => SetMetadata(READS_ONLY, true);

/** The responses of requests to `@ReadsOnly()` routes, marked as their handlers start. */
const readsOnlyAnswers = new WeakSet<object>();

/**
 * Whether `response` answers a request to a `@ReadsOnly()` route: a POST that changed nothing,
 * after which nothing kept has to be forgotten (PublicPageCache.clearOnWrites).
 */
export function answersReadsOnly(response: object): boolean {
  return readsOnlyAnswers.has(response);
}

/**
 * Where a request's statements go when read replicas are configured (docs/database.md):
 *
 * - A route marked `@PublicReads()` runs its handler in ReadRouting.publicRead.
 * - Any other request that writes (not GET, HEAD or OPTIONS) announces, once its handler has
 *   succeeded and before its answer leaves, how far the primary's log went
 *   (ReadRouting.wrote): public reads made after the answer, on every instance, see the write.
 *   So an owner who saves and opens their landing page never reads a replica that has not
 *   replayed the save. A write that failed changed nothing to wait for.
 *
 * With replicas or without, it marks the answers of `@ReadsOnly()` routes (answersReadsOnly),
 * so that a search does not empty the kept public pages as a write does.
 */
@Injectable()
export class ReadRoutingInterceptor implements NestInterceptor {
  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const marked = (key: symbol) =>
      this.reflector.getAllAndOverride<boolean | undefined>(key, [
        context.getHandler(),
        context.getClass(),
      ]) === true;
    const readsOnly = marked(READS_ONLY);
    if (readsOnly) readsOnlyAnswers.add(context.switchToHttp().getResponse<object>());
    const reads = this.database.reads;
    if (!reads.configured) return next.handle();
    // Nest binds the handler to the async context `handle()` is called in.
    if (marked(PUBLIC_READS)) return reads.publicRead(() => next.handle());
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method) || readsOnly) return next.handle();
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        // The write is done; failing to announce it must not turn its answer into an error
        // (the replicas' lag limit still bounds what anyone can miss).
        await reads.wrote().catch(() => undefined);
        return answer;
      }),
    );
  }
}
