import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  ErrorCode,
  SuccessCode,
  successBody,
  type ExportDomainsResponse,
  type ImportDomainsResponse,
  type ImportSummary,
} from '@domainfolio/contracts';
import { UnknownCharsetError, decodeFileText } from '@domainfolio/portfolio-files';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { AppError } from '../../common/errors/app-error';
import { createValidationPipe } from '../../common/http/validation.pipe';
import type { UserRow } from '../../database/schema';
import { refuseUnknownKeys } from '../domains/domain-import.service';
import { ImportDomainsDto, ImportQueryDto } from '../domains/dto/import-domains.dto';
import { ExportQueryDto, ExportRecordsQueryDto } from './dto/export-query.dto';
import { PortfolioFilesService } from './portfolio-files.service';
import { ApiErrors, ApiFileDownload, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { ExportDomainsResponseSchema, ImportSummarySchema } from './dto/portfolio-responses.dto';

/** The keys of a JSON upload: one chunk of rows, and on the first chunk the upload's names. */
const UPLOAD_KEYS = new Set<string>(['domains', 'uploadNames', 'more', 'earlier']);

/** A registrar's full export of 5,000 names is about 2 MB. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

interface UploadedPortfolioFile {
  buffer: Buffer;
}

/** A CSV body's text, in the encoding its byte-order mark or its Content-Type's charset names. */
function fileText(bytes: Buffer, contentType = ''): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType)?.[1];
  try {
    return decodeFileText(bytes, charset);
  } catch (error) {
    if (error instanceof UnknownCharsetError)
      throw new AppError(ErrorCode.IMPORT_FILE_UNREADABLE, { vars: { reason: error.message } });
    throw error;
  }
}

function answer(summary: ImportSummary): ImportDomainsResponse {
  const vars = {
    created: summary.created.toLocaleString('en-US'),
    updated: summary.updated.toLocaleString('en-US'),
    rejected: summary.rejected.toLocaleString('en-US'),
  };
  const code = summary.dryRun ? SuccessCode.IMPORT_CHECKED : SuccessCode.IMPORT_COMPLETED;
  return { ...successBody(code, vars), payload: summary };
}

@ApiTags('domains')
@ApiOwner()
@Controller('domains')
export class PortfolioFilesController {
  private readonly validation = createValidationPipe();

  constructor(private readonly files: PortfolioFilesService) {}

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_FILE_BYTES, files: 1 } }))
  @ApiOperation({
    summary: 'Add and update domains from rows or from a registrar export (upsert by name)',
    description:
      'Send JSON `{domains: [...]}` (at most 1,000 rows a request; a larger upload sends every name of it as `uploadNames` with its first chunk, so that an upload past the plan limit is refused whole), or the file itself as a `text/csv` body or a multipart `file`: `curl --data-binary @godaddy.csv -H "Content-Type: text/csv"`. With `dryRun=true` nothing is saved and the answer says what would happen to every row.',
  })
  @ApiConsumes('application/json', 'text/csv', 'multipart/form-data')
  @ApiBody({ type: ImportDomainsDto })
  @ApiPayload(ImportSummarySchema, { notification: true })
  @ApiErrors(400, 403, 413)
  async import(
    @CurrentUser() owner: UserRow,
    @Query() query: ImportQueryDto,
    @Body() body: unknown,
    @Headers('content-type') contentType?: string,
    @UploadedFile() file?: UploadedPortfolioFile,
  ): Promise<ImportDomainsResponse> {
    if (file)
      return answer(await this.files.importFile(owner, decodeFileText(file.buffer), query.dryRun));
    // The file's bytes as sent (bootstrap.ts reads this route's CSV bodies raw).
    if (Buffer.isBuffer(body))
      return answer(await this.files.importFile(owner, fileText(body, contentType), query.dryRun));
    if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length > 0) {
      const extra = Object.keys(body).find((key) => !UPLOAD_KEYS.has(key));
      if (extra !== undefined)
        throw new AppError(ErrorCode.VALIDATION_FAILED, {
          message: `${extra} is not part of an upload; send {"domains": [...], "uploadNames"?: [...], "more"?: true, "earlier"?: {...}}.`,
        });
      const { domains, uploadNames, more, earlier } = body as ImportDomainsDto;
      // Before the validation pipe, which deletes '__proto__' keys rather than refusing them.
      if (Array.isArray(domains))
        refuseUnknownKeys(domains.filter((row) => row !== null && typeof row === 'object'));
      await this.validation.transform(body, { type: 'body', metatype: ImportDomainsDto });
      return answer(
        await this.files.importRows(owner, domains, query.dryRun, uploadNames, {
          announce: more !== true,
          earlier,
        }),
      );
    }
    throw new AppError(ErrorCode.VALIDATION_FAILED, {
      message:
        'Send the rows as JSON {"domains": [...]}, or the file as a text/csv body or a multipart "file".',
    });
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Download your portfolio: CSV or JSON, or the Afternic, Sedo or Dan upload file',
  })
  @ApiFileDownload('Your portfolio')
  @ApiErrors(400)
  @ApiProduces('text/csv', 'application/json')
  async download(
    @CurrentUser() owner: UserRow,
    @Query() query: ExportQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const file = await this.files.exportFile(owner, query.format);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.body;
  }

  @Post('export')
  @HttpCode(200)
  @ApiOperation({ summary: "Your portfolio's export records, and the file name to save them as" })
  @ApiOkResponse({ type: ExportDomainsResponseSchema })
  @ApiErrors(400)
  exportRecords(
    @CurrentUser() owner: UserRow,
    @Query() query: ExportRecordsQueryDto,
  ): Promise<ExportDomainsResponse> {
    return this.files.exportRecords(owner, query.format);
  }
}
