import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { listQuotations, loadQuotation, loadQuotationByPublicId } from '@ledgerline/projections';
import { BusinessId } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { setSecretLinkHeaders } from '../common/http/secret-link-headers.js';
import { RUNTIME } from '../runtime.token.js';
import { InvoiceSummaryDto, PdfQueryDto } from './invoice-queries.dto.js';
import { downloadDocumentPdf } from './shared/document-download.js';
import { publicDocumentView, quotationView } from './shared/invoice-view.js';

const notFound = (named: string) => new AppError(404, 'QUOTATION_NOT_FOUND', `There is no quotation ${named}`);

/** Reading quotations (spec 002 §7), and the public quotation page (no sign-in). */
@ApiTags('quotations')
@Controller('api/v1/quotes')
export class QuotationsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get()
  @ApiOperation({ summary: 'Quotations, newest first (filter: status pending, approved, void)' })
  async list(@BusinessId() businessId: string, @Query() query: InvoiceSummaryDto) {
    const page = query.page ?? 1;
    const limit = query.limit ?? 25;
    const status = query.status && ['pending', 'approved', 'void'].includes(query.status) ? query.status : undefined;
    const { rows, total } = await listQuotations(this.runtime.pool, businessId, { status, page, limit });
    return {
      success: true,
      data: rows.map((row) => ({
        id: row.quotationId,
        publicId: row.publicId,
        reference: row.reference,
        status: row.status,
        date: row.date,
        expiryDate: row.expiryDate ?? null,
        entityId: row.entityId,
        customerName: row.customerName,
        currency: row.currency,
        total: row.total,
        invoiceId: row.invoiceId,
      })),
      pagination: { page, limit, total },
    };
  }

  @Get(':id/public')
  @ApiOperation({ summary: "A quotation's public page (no sign-in), by its random public id" })
  @ApiResponse({ status: 404, description: 'No such quotation' })
  async publicQuotation(@Param('id') publicId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const found = await loadQuotationByPublicId(this.runtime.pool, publicId);
    if (!found) throw new AppError(404, 'QUOTATION_NOT_FOUND', 'There is no such quotation');
    setSecretLinkHeaders(reply);
    const view = await quotationView(this.runtime.pool, found.businessId, found.quotation);
    return { success: true, data: await publicDocumentView(this.runtime.pool, found.businessId, view) };
  }

  @Get(':id/pdf/download')
  @ApiOperation({ summary: 'The quotation as an A4 PDF' })
  @ApiProduces('application/pdf')
  async pdf(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Query() query: PdfQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const quotation = await loadQuotation(this.runtime.pool, businessId, id);
    if (!quotation) throw notFound(id);
    const view = await quotationView(this.runtime.pool, businessId, quotation);
    return downloadDocumentPdf(reply, this.runtime.pool, businessId, view, { template: query.template });
  }

  @Get(':id')
  @ApiOperation({ summary: 'A quotation' })
  @ApiResponse({ status: 404, description: 'No such quotation' })
  async byId(@BusinessId() businessId: string, @Param('id') id: string) {
    const quotation = await loadQuotation(this.runtime.pool, businessId, id);
    if (!quotation) throw notFound(id);
    return { success: true, data: await quotationView(this.runtime.pool, businessId, quotation) };
  }
}
