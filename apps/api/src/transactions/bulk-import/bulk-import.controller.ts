import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BULK_IMPORT_JOB_THRESHOLD } from '@ledgerline/jobs';
import { EXPENSE_CATEGORIES, MAX_IMPORT_ROWS, transactionImportTemplateRows } from '@ledgerline/ledger';
import { Actor, BusinessId, type RequestActor } from '../../common/access/actor.js';
import { toCsv } from '../../common/csv/csv-writer.js';
import { RequestMeta, type RequestMetadata } from '../../common/http/request-metadata.js';
import { BulkImportService, importErrors } from './bulk-import.service.js';
import { IMPORT_FILE_FIELD, readCsvUpload } from '../../common/csv/read-csv-upload.js';

const CATEGORY_CODES = EXPENSE_CATEGORIES.map((category, index) => `${index + 1} ${category}`).join(', ');

/** Bulk import of sales, purchases and expenses from a CSV file (spec 002 §5, §7; docs/bulk-import.md). */
@ApiTags('transactions: bulk import')
@Controller('api/v1/transactions')
export class BulkImportController {
  constructor(private readonly imports: BulkImportService) {}

  @Get('bulk-template/download')
  @ApiOperation({
    summary: 'The CSV template: the header and two example rows',
    description:
      'Columns: Date (dd/mm/yyyy), Type (sales, purchases or expenses), Reference (optional), Product (name or SKU; sales and purchases), Quantity, Price, ' +
      'Amount (expenses; optional check of quantity × price on the others), Expense Category (a code: ' +
      CATEGORY_CODES +
      '), Mode of Payment (Cash or one of the business’s banks), Customer/Supplier (optional: a contact’s name, company or e-mail), Description (optional).',
  })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'text/csv, as the attachment {business}-transactions-template.csv' })
  async template(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const fileName = await this.imports.templateFileName(businessId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
    return toCsv(transactionImportTemplateRows());
  }

  @Post('bulk-import')
  @ApiOperation({
    summary: 'Import sales, purchases and expenses from a CSV file',
    description:
      `Each row is one transaction, recorded whole or not at all; the answer lists every refused row by its line with every reason. ` +
      `Uploading the same file again records nothing twice (each row's key is the file's sha256 and its line). ` +
      `A file of more than ${BULK_IMPORT_JOB_THRESHOLD} rows is imported by a job: 202 with its id, whose progress GET /transactions/bulk-import/{jobId} reads. ` +
      `At most ${MAX_IMPORT_ROWS} rows and 10 MB.`,
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
      '{ success (false when any row was refused), message, data: { total, imported, alreadyImported, refused: [{ line, reasons }] }, errors: [{ field: "line 4", message: "line 4: date must be dd/mm/yyyy" }] }',
  })
  @ApiResponse({ status: 202, description: '{ success, message, data: { jobId, total } }: a large file, imported by a job' })
  @ApiResponse({
    status: 400,
    description: "'Upload a CSV file' (none, or not CSV); a file the import cannot read as a whole (no header, a column missing, no rows, too many rows)",
  })
  @ApiResponse({ status: 413, description: 'Over 10 MB' })
  async import(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @RequestMeta() meta: RequestMetadata,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const upload = await readCsvUpload(request);
    const answer = await this.imports.import({ businessId, actor, meta }, upload);
    if (!answer.done) {
      void reply.status(202);
      return {
        success: true,
        message: `Importing ${answer.total} rows: follow the progress with the job id`,
        data: { jobId: answer.jobId, total: answer.total },
      };
    }
    const { result } = answer;
    void reply.status(200);
    const refused = result.refused.length;
    const message =
      refused === 0
        ? `Imported ${result.imported + result.alreadyImported} of ${result.total} transactions`
        : `Imported ${result.imported + result.alreadyImported} of ${result.total} transactions; ${refused} ${refused === 1 ? 'row was' : 'rows were'} refused`;
    return { success: refused === 0, message, data: result, errors: importErrors(result.refused) };
  }

  @Get('bulk-import/:jobId')
  @ApiOperation({ summary: 'A large import’s progress and, when done, its answer (only the business that uploaded it can read it)' })
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: { jobId, fileName, state, progress: { processed, total, percent }, result: { total, imported, alreadyImported, refused, errors } | null, error } }',
  })
  @ApiResponse({ status: 404, description: 'No such import job of this business' })
  async status(@BusinessId() businessId: string, @Param('jobId') jobId: string) {
    return { success: true, data: await this.imports.jobStatus(businessId, jobId) };
  }
}
