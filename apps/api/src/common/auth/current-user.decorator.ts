import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserRow } from '../../database/schema';
import type { RequestAuth } from './request-auth';

/** The owner the request acts for (set by the global AuthGuard; on public routes only when someone is signed in). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserRow => {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.auth) throw new Error('CurrentUser used on a route without authentication');
    return request.auth.user;
  },
);

/** Who the request acts for and how it proved it (session or API key). */
export const CurrentAuth = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestAuth => {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.auth) throw new Error('CurrentAuth used on a route without authentication');
    return request.auth;
  },
);
