import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorCode,
  SuccessCode,
  successBody,
  type Notification,
  type RegistrarConnectionResponse,
  type RegistrarConnectionsResponse,
  type RegistrarSyncRunResponse,
  type RegistrarSyncRunsResponse,
} from '@domainfolio/contracts';
import { ApiErrors, ApiNotification, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { AppError } from '../../common/errors/app-error';
import type { UserRow } from '../../database/schema';
import {
  AddRegistrarConnectionDto,
  PauseRegistrarConnectionDto,
} from './dto/registrar-requests.dto';
import {
  RegistrarConnectionSchema,
  RegistrarConnectionsResponseSchema,
  RegistrarSyncRunSchema,
} from './dto/registrar-responses.dto';
import { RegistrarsService } from './registrars.service';

/** An id that is no UUID names no connection: 404, like another owner's. */
const connectionId = new ParseUUIDPipe({
  exceptionFactory: () => new AppError(ErrorCode.NOT_FOUND),
});

@ApiTags('registrars')
@ApiOwner()
@Controller('registrar-connections')
export class RegistrarsController {
  constructor(private readonly registrars: RegistrarsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Your registrar connections, their last sync, and the registrars that can be connected',
  })
  @ApiOkResponse({ type: RegistrarConnectionsResponseSchema })
  list(@CurrentUser() owner: UserRow): Promise<RegistrarConnectionsResponse> {
    return this.registrars.list(owner);
  }

  @Post()
  @ApiOperation({
    summary: 'Connect a registrar account',
    description:
      "`{registrar, ...credentials}`, each credential by the registrar's own name: Porkbun `apiKey`, `secretApiKey`; GoDaddy `apiKey`, `apiSecret`; Namecheap `apiUser`, `apiKey`, `clientIp`; Dynadot `apiKey`; Cloudflare `accountId`, `apiToken`. The registrar is asked first: credentials it refuses are not saved (400 REGISTRAR_REFUSED). The first sync starts at once; then daily. Credentials are sealed at rest and never answered back.",
  })
  @ApiPayload(RegistrarConnectionSchema, { status: 201, notification: true })
  @ApiErrors(400, 409, 429, 502, 504)
  async add(
    @CurrentUser() owner: UserRow,
    @Body() body: AddRegistrarConnectionDto,
  ): Promise<RegistrarConnectionResponse> {
    const connection = await this.registrars.add(owner, body);
    return {
      ...successBody(SuccessCode.REGISTRAR_CONNECTED, { registrar: connection.label }),
      payload: connection,
    };
  }

  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the registrar whether the stored credentials still work' })
  @ApiPayload(RegistrarConnectionSchema, { notification: true })
  @ApiErrors(400, 404, 429, 502, 504)
  async test(
    @CurrentUser() owner: UserRow,
    @Param('id', connectionId) id: string,
  ): Promise<RegistrarConnectionResponse> {
    const connection = await this.registrars.test(owner, id);
    return {
      ...successBody(SuccessCode.REGISTRAR_TEST_PASSED, { registrar: connection.label }),
      payload: connection,
    };
  }

  @Post(':id/sync')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Sync now: bring in every domain of the account',
    description:
      "Answers the run at once (the one already running, if any); follow its progress in the connection's `lastRun` or the runs list. New names are added within your plan's domain limit, not public until you list them; known ones get the registrar's expiration and registrar only; names the account no longer lists are flagged, never deleted.",
  })
  @ApiPayload(RegistrarSyncRunSchema, { status: 202, notification: true })
  @ApiErrors(404)
  async sync(
    @CurrentUser() owner: UserRow,
    @Param('id', connectionId) id: string,
  ): Promise<RegistrarSyncRunResponse> {
    const { run, label } = await this.registrars.sync(owner, id);
    return {
      ...successBody(SuccessCode.REGISTRAR_SYNC_STARTED, { registrar: label }),
      payload: run,
    };
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause or resume the daily sync of a connection' })
  @ApiPayload(RegistrarConnectionSchema, { notification: true })
  @ApiErrors(400, 404)
  async pause(
    @CurrentUser() owner: UserRow,
    @Param('id', connectionId) id: string,
    @Body() body: PauseRegistrarConnectionDto,
  ): Promise<RegistrarConnectionResponse> {
    const connection = await this.registrars.pause(owner, id, body.paused);
    return {
      ...successBody(body.paused ? SuccessCode.REGISTRAR_PAUSED : SuccessCode.REGISTRAR_RESUMED, {
        registrar: connection.label,
      }),
      payload: connection,
    };
  }

  @Post(':id/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a connection and its credentials (the domains stay)' })
  @ApiNotification()
  @ApiErrors(404)
  async remove(
    @CurrentUser() owner: UserRow,
    @Param('id', connectionId) id: string,
  ): Promise<Notification> {
    const label = await this.registrars.remove(owner, id);
    return successBody(SuccessCode.REGISTRAR_REMOVED, { registrar: label });
  }

  @Get(':id/runs')
  @ApiOperation({ summary: "A connection's last 20 syncs: each one's counts and error" })
  @ApiPayload(RegistrarSyncRunSchema, { isArray: true })
  @ApiErrors(404)
  async runs(
    @CurrentUser() owner: UserRow,
    @Param('id', connectionId) id: string,
  ): Promise<RegistrarSyncRunsResponse> {
    return { payload: await this.registrars.runs(owner, id) };
  }
}
