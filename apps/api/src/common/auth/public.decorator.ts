import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'domainfolio:isPublic';

/**
 * Marks a route that anyone may call. Every other route requires a signed-in owner or an API
 * key: the guard is global, so a new route is protected unless it says otherwise.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
