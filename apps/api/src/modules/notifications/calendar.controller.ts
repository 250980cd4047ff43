import { ErrorCode } from '@domainfolio/contracts';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/api-docs/api-docs';
import { Public } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import { NotificationsService } from './notifications.service';

/** What a feed link's token looks like: 24 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The calendar feed, fetched by calendar apps (Google, Apple, Outlook) without a session: the
 * secret link is the key. A wrong or turned-off link is a 404 that says nothing more.
 */
@ApiTags('notifications')
@Public()
@Controller('calendar')
export class CalendarController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get(':file')
  @ApiOperation({
    summary: 'Your expirations as an iCalendar feed (the secret link from /api/user/calendar-feed)',
  })
  @ApiResponse({
    status: 200,
    description: 'An RFC 5545 calendar',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiErrors(404)
  async feed(
    @Param('file') file: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
    const ics = TOKEN.test(token) ? await this.notifications.calendarIcs(token) : null;
    if (ics === null) throw new AppError(ErrorCode.NOT_FOUND);
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Content-Disposition', 'inline; filename="domainfolio-expirations.ics"');
    // The link is a secret: kept by no shared cache, and never sent on as a referrer.
    response.setHeader('Cache-Control', 'private, max-age=300');
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.setHeader('X-Robots-Tag', 'noindex');
    return ics;
  }
}
