import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { productImportTemplateRows, serviceImportTemplateRows } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { BusinessId } from '../../../common/access/actor.js';
import { toCsv } from '../../../common/csv/csv-writer.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BULK_UPDATE_COLUMNS } from '../../imports/bulk-update-rows.js';
import { businessFileName } from '../../imports/file-names.js';

const attach = (reply: FastifyReply, fileName: string) =>
  void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);

/** The three CSV templates of spec 001 §7 (docs/product-import.md). Cells are written formula-safe. */
@ApiTags('catalogue: import')
@Controller('api/v1/inventories')
export class DownloadImportTemplatesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('import/template/download')
  @ApiOperation({ summary: 'The product import template: the header and two example rows ({org}-inventory-import-template.csv)' })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'text/csv attachment' })
  async importTemplate(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    attach(reply, await businessFileName(this.runtime, businessId, 'inventory-import-template'));
    return toCsv(productImportTemplateRows());
  }

  @Get('template/download')
  @ApiOperation({
    summary: 'The inventory template for the bulk update: the business’s products now ({org}-inventory-template.csv)',
    description: `Columns ${BULK_UPDATE_COLUMNS.join(', ')}: keep _id as it is, change name, quantity (the count in stock), buyingPrice, sellingPrice, and upload it to POST /inventories/bulk-update.`,
  })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'text/csv attachment' })
  async inventoryTemplate(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { rows } = await this.runtime.pool.query<{
      product_id: string;
      sku: string;
      name: string;
      quantity: string;
      buying_price: string;
      selling_price: string;
    }>(
      `SELECT p.product_id, p.sku, p.name, coalesce(s.quantity, 0)::text AS quantity, p.buying_price::text AS buying_price, p.selling_price::text AS selling_price
         FROM products p LEFT JOIN product_stock s ON s.business_id = p.business_id AND s.product_id = p.product_id
        WHERE p.business_id = $1 AND p.kind = 'product' AND p.archived_at IS NULL
        ORDER BY lower(p.name), p.product_id`,
      [businessId],
    );
    attach(reply, await businessFileName(this.runtime, businessId, 'inventory-template'));
    return toCsv([[...BULK_UPDATE_COLUMNS], ...rows.map((row) => [row.product_id, row.sku, row.name, row.quantity, row.buying_price, row.selling_price])]);
  }

  @Get('service-bulk-upload-template/download')
  @ApiOperation({ summary: 'The service bulk-upload template: the header and an example row ({org}-service-bulk-upload-template.csv)' })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'text/csv attachment' })
  async serviceTemplate(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    attach(reply, await businessFileName(this.runtime, businessId, 'service-bulk-upload-template'));
    return toCsv(serviceImportTemplateRows());
  }
}
