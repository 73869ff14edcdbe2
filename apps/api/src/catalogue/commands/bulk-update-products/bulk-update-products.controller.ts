import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { readCsvRecords } from '../../../common/csv/csv-reader.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IMPORT_FILE_FIELD, readCsvUpload } from '../../../common/csv/read-csv-upload.js';
import { BulkUpdateProductsCommand } from './bulk-update-products.command.js';
import { bulkUpdateRefused } from './bulk-update-products.handler.js';
import { BULK_UPDATE_COLUMNS, readBulkUpdate } from '../../imports/bulk-update-rows.js';

@ApiTags('catalogue: import')
@Controller('api/v1/inventories')
export class BulkUpdateProductsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bulk-update')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Bulk update from the inventory template: name, quantity (a stock adjustment for the difference), buying and selling price, by _id; all rows or none',
    description: `Columns ${BULK_UPDATE_COLUMNS.join(', ')} (GET /inventories/template/download). Blank cells change nothing. A quantity is the count in stock now: the difference from the books is recorded as a StockAdjusted transaction, never an overwrite.`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [IMPORT_FILE_FIELD], properties: { [IMPORT_FILE_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 200, description: '{ success, message, data: { updated, stockAdjusted, unchanged, position } }' })
  @ApiResponse({
    status: 400,
    description: "'Upload a CSV file'; IMPORT_FILE_UNREADABLE; BULK_UPDATE_REFUSED with errors [{ field: 'line N', message }]: nothing changed",
  })
  async update(@BusinessId() businessId: string, @RequestMeta() meta: RequestMetadata, @Req() request: FastifyRequest) {
    const upload = await readCsvUpload(request);
    const file = readBulkUpdate(readCsvRecords(upload.text));
    if (!file.ok) throw new AppError(400, 'IMPORT_FILE_UNREADABLE', file.message, [{ field: IMPORT_FILE_FIELD, message: file.message }]);
    if (file.refused.length > 0) throw bulkUpdateRefused(file.refused);
    const result = await this.commands.execute(new BulkUpdateProductsCommand(businessId, file.rows, meta));
    return { success: true, message: 'Inventory updated successfully', data: result, position: result.position };
  }
}
