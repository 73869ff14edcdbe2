import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MAX_PRODUCT_IMPORT_ROWS, PRODUCT_IMPORT_COLUMNS } from '@ledgerline/ledger';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IMPORT_FILE_FIELD, readCsvUpload } from '../../../common/csv/read-csv-upload.js';
import { IMPORT_SUCCESS_MESSAGE, ProductImportService, rowErrors } from './product-import.service.js';

const FILE_BODY = {
  schema: {
    type: 'object',
    required: [IMPORT_FILE_FIELD],
    properties: { [IMPORT_FILE_FIELD]: { type: 'string', format: 'binary', description: 'The CSV file' } },
  },
};
const VIEW =
  '{ success, message, data: { importId, fileName, type, total, products: [{ line, name, sku?, quantity?, buyingPrice?, sellingPrice?, … }], refused: [{ line, reasons }], job: { jobId, state, progress: { processed, total, percent }, result, error } | null }, errors: [{ field: "line 4", message }] }';

/** The lines the review chose: `products` as line numbers or rows with their `line`; absent, every good row. */
function chosenLines(body: unknown): number[] | undefined {
  const products = (body as { products?: unknown } | undefined)?.products;
  if (products === undefined || products === null) return undefined;
  const refuse = () => AppError.validation([{ field: 'products', message: 'products must be a list of the rows (or their line numbers) to create' }]);
  if (!Array.isArray(products)) throw refuse();
  return products.map((item: unknown) => {
    const line = typeof item === 'number' ? item : (item as { line?: unknown } | null)?.line;
    if (typeof line !== 'number' || !Number.isInteger(line)) throw refuse();
    return line;
  });
}

/** Product import (spec 001 §7): upload and review, then process as one job. */
@ApiTags('catalogue: import')
@Controller('api/v1/inventories')
export class ImportProductsController {
  constructor(private readonly imports: ProductImportService) {}

  @Post('import/csv')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Upload a product CSV: every row is checked and the import stored for review; answers its importId',
    description: `Columns (by name, any order): ${PRODUCT_IMPORT_COLUMNS.map((c) => c.header).join(', ')}. Name and Selling Price are required. At most ${MAX_PRODUCT_IMPORT_ROWS} rows and 10 MB. Nothing is created until …/csv/process.`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiResponse({ status: 201, description: VIEW })
  @ApiResponse({
    status: 400,
    description: "'Upload a CSV file' (CSV_FILE_REQUIRED); IMPORT_FILE_UNREADABLE (no header, Name or Selling Price missing, no rows, too many)",
  })
  async upload(@BusinessId() businessId: string, @RequestMeta() meta: RequestMetadata, @Req() request: FastifyRequest) {
    const view = await this.imports.upload(businessId, meta, await readCsvUpload(request), 'product');
    const message = `${view.products.length} of ${view.total} rows are ready to import${view.refused.length > 0 ? `; ${view.refused.length} refused` : ''}`;
    return { success: true, message, data: view, errors: rowErrors(view.refused) };
  }

  @Get('import/csv')
  @ApiOperation({
    summary: 'An import’s review: every row as it will be created, the refused rows with their line and reasons, and the processing job’s progress',
  })
  @ApiQuery({ name: 'importId', required: true })
  @ApiResponse({ status: 200, description: VIEW })
  @ApiResponse({ status: 404, description: 'No such import of this business' })
  async review(@BusinessId() businessId: string, @Query('importId') importId: string | undefined) {
    const view = await this.imports.view(businessId, importId ?? '');
    return { success: true, data: view, errors: rowErrors(view.refused) };
  }

  @Post('import/csv/process')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Create the import’s rows as one job (each row whole or not at all); running it again creates nothing twice',
    description:
      'Body `products` (optional): the rows to create, as rows with their `line` or line numbers; absent, every good row. Poll GET /inventories/import/csv?importId= for the progress.',
  })
  @ApiQuery({ name: 'importId', required: true })
  @ApiBody({
    required: false,
    schema: { type: 'object', properties: { products: { type: 'array', items: { type: 'object', properties: { line: { type: 'integer' } } } } } },
  })
  @ApiResponse({ status: 202, description: VIEW })
  @ApiResponse({ status: 404, description: 'No such import of this business' })
  async process(
    @BusinessId() businessId: string,
    @RequestMeta() meta: RequestMetadata,
    @Query('importId') importId: string | undefined,
    @Body() body: unknown,
  ) {
    const view = await this.imports.process(businessId, meta, importId ?? '', chosenLines(body));
    return { success: true, message: IMPORT_SUCCESS_MESSAGE, data: view };
  }

  @Post('service-bulk-upload')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Create services from a CSV file (the service template): stored as an import and created by one job at once',
    description:
      'Columns: Name, Service ID, Selling Price, Buying Price, Category, Description. Refused rows are listed; the others are created. Follow GET /inventories/import/csv?importId=.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiResponse({ status: 202, description: VIEW })
  @ApiResponse({ status: 400, description: "'Upload a CSV file'; IMPORT_FILE_UNREADABLE" })
  async services(@BusinessId() businessId: string, @RequestMeta() meta: RequestMetadata, @Req() request: FastifyRequest) {
    const uploaded = await this.imports.upload(businessId, meta, await readCsvUpload(request), 'service');
    const view = uploaded.products.length > 0 ? await this.imports.process(businessId, meta, uploaded.importId) : uploaded;
    return { success: uploaded.refused.length === 0, message: IMPORT_SUCCESS_MESSAGE, data: view, errors: rowErrors(view.refused) };
  }
}
