import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { BusinessId } from '../../../common/access/actor.js';
import { toCsv } from '../../../common/csv/csv-writer.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RUNTIME } from '../../../runtime.token.js';
import { IMPORT_FILE_FIELD, readCsvUpload } from '../../../common/csv/read-csv-upload.js';
import { BulkUploadContactsCommand } from './bulk-upload-contacts.command.js';
import { businessFileSlug, CONTACT_CSV_COLUMNS, contactTemplateRows, MAX_CONTACT_UPLOAD_ROWS, readContactCsv } from '../../contacts/contact-csv.js';

/** Contacts bulk upload and its template (spec 001 §2 "bulk create contacts", §7). */
@ApiTags('catalogue')
@Controller('api/v1/entities')
export class BulkUploadContactsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Get('bulk-upload-template/download')
  @ApiOperation({ summary: `The contacts CSV template: the header (${CONTACT_CSV_COLUMNS.map((c) => c.header).join(', ')}) and two example rows` })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'text/csv, as the attachment {business}-entities-template.csv' })
  async template(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const fileName = `${await businessFileSlug(this.runtime.pool, businessId)}-entities-template.csv`;
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
    return toCsv(contactTemplateRows());
  }

  @Post('bulk-upload')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create contacts from a CSV file (the file in imageFile)',
    description:
      'One contact a row, each created whole or not at all with the create form’s rules; the answer lists every refused row by its line and reason. ' +
      `Uploading the same file again creates nothing twice. At most ${MAX_CONTACT_UPLOAD_ROWS} rows and 10 MB.`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IMPORT_FILE_FIELD],
      properties: { [IMPORT_FILE_FIELD]: { type: 'string', format: 'binary', description: 'The CSV file' } },
    },
  })
  @ApiResponse({
    status: 200,
    description:
      '{ success (false when any row was refused), message, data: { total, created, alreadyCreated, refused: [{ line, reasons }], position }, errors: [{ field: "line 3", message }] }',
  })
  @ApiResponse({ status: 400, description: "'Upload a CSV file'; a file that cannot be read as a whole (no First Name column, no rows, too many rows)" })
  @ApiResponse({ status: 413, description: 'Over 10 MB' })
  async upload(@BusinessId() businessId: string, @RequestMeta() meta: RequestMetadata, @Req() request: FastifyRequest) {
    const upload = await readCsvUpload(request);
    const file = readContactCsv(upload.text);
    if (!file.ok) throw new AppError(400, 'IMPORT_FILE_UNREADABLE', file.message, [{ field: IMPORT_FILE_FIELD, message: file.message }]);
    const result = await this.commands.execute(new BulkUploadContactsCommand(businessId, file.rows, upload.sha256, meta));
    const done = result.created + result.alreadyCreated;
    const refused = result.refused.length;
    const message =
      refused === 0
        ? `Created ${done} of ${result.total} contacts`
        : `Created ${done} of ${result.total} contacts; ${refused} ${refused === 1 ? 'row was' : 'rows were'} refused`;
    return {
      success: refused === 0,
      message,
      data: result,
      errors: result.refused.flatMap((row) => row.reasons.map((reason) => ({ field: `line ${row.line}`, message: `line ${row.line}: ${reason}` }))),
    };
  }
}
