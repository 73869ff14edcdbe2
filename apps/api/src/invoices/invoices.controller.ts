import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { INVOICE_PREFIX, numberedReference, type InvoiceState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { invoiceTotalsByStatus, listInvoices, loadInvoice, loadInvoiceByPublicId, loadInvoiceByReference, nextInvoiceSequence } from '@ledgerline/projections';
import { BusinessId } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { setSecretLinkHeaders } from '../common/http/secret-link-headers.js';
import { RUNTIME } from '../runtime.token.js';
import { InvoiceSummaryDto, PdfQueryDto } from './invoice-queries.dto.js';
import { documentFileName } from './shared/invoice-mail.js';
import { documentPdf } from './shared/invoice-pdf.js';
import { downloadDocumentPdf } from './shared/document-download.js';
import { invoiceDetail, invoiceView, publicDocumentView } from './shared/invoice-view.js';
import { businessToday } from '../common/calendar/business-today.js';

const notFound = (named: string) => new AppError(404, 'INVOICE_NOT_FOUND', `There is no invoice ${named}`);

/** Reading invoices (spec 002 §7): each route one read-model call, and the public page (no sign-in). */
@ApiTags('invoices')
@Controller('api/v1/invoice')
export class InvoicesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('count')
  @ApiOperation({ summary: 'How many invoices of each status, with their totals' })
  @ApiResponse({ status: 200, description: '{ success, data: { all, draft, approved, paid, void, byStatus: [{ status, count, total, paid, balance }] } }' })
  async count(@BusinessId() businessId: string) {
    const byStatus = await invoiceTotalsByStatus(this.runtime.pool, businessId);
    const counts = Object.fromEntries(byStatus.map((row) => [row.status, row.count]));
    return { success: true, data: { all: byStatus.reduce((sum, row) => sum + row.count, 0), ...counts, byStatus } };
  }

  @Get('get-count')
  @ApiOperation({ summary: "The invoice counter: how many numbers are taken, and the next invoice's number (prefix-NNN)" })
  @ApiResponse({ status: 200, description: "{ success, data: { count, next: 'INV-004' } }" })
  async getCount(@BusinessId() businessId: string) {
    const next = await nextInvoiceSequence(this.runtime.pool, businessId);
    return { success: true, data: { count: next - 1, next: numberedReference(INVOICE_PREFIX, next) } };
  }

  @Post('summary')
  @HttpCode(200)
  @ApiOperation({ summary: 'The invoice summary: counts and totals by status, and the list (filtered, newest first)' })
  @ApiResponse({ status: 200, description: '{ success, data: { byStatus, overdue, invoices, pagination: { page, limit, total } } }' })
  async summary(@BusinessId() businessId: string, @Body() body: InvoiceSummaryDto) {
    const page = body.page ?? 1;
    const limit = body.limit ?? 25;
    const overdue = body.status === 'overdue';
    const [byStatus, list, overdueList] = await Promise.all([
      invoiceTotalsByStatus(this.runtime.pool, businessId),
      listInvoices(this.runtime.pool, businessId, {
        status: overdue ? undefined : body.status,
        overdueOn: overdue ? businessToday() : undefined,
        q: body.q,
        entityId: body.entity,
        startDate: body.startDate,
        endDate: body.endDate,
        page,
        limit,
      }),
      listInvoices(this.runtime.pool, businessId, { overdueOn: businessToday(), page: 1, limit: 1 }),
    ]);
    return { success: true, data: { byStatus, overdue: overdueList.total, invoices: list.rows, pagination: { page, limit, total: list.total } } };
  }

  @Get('transaction/:ref')
  @ApiOperation({ summary: 'An invoice by its number (INV-001)' })
  @ApiResponse({ status: 404, description: 'No such invoice' })
  async byReference(@BusinessId() businessId: string, @Param('ref') reference: string) {
    const invoice = await loadInvoiceByReference(this.runtime.pool, businessId, reference);
    if (!invoice) throw notFound(reference);
    return { success: true, data: await this.detail(businessId, invoice) };
  }

  @Get(':id/public')
  @ApiOperation({ summary: "An invoice's public page (no sign-in), by its random public id: what the customer received" })
  @ApiResponse({ status: 404, description: 'No such invoice (drafts are never public)' })
  async publicInvoice(@Param('id') publicId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const found = await loadInvoiceByPublicId(this.runtime.pool, publicId);
    if (!found) throw new AppError(404, 'INVOICE_NOT_FOUND', 'There is no such invoice');
    setSecretLinkHeaders(reply);
    const view = await invoiceView(this.runtime.pool, found.businessId, found.invoice);
    return { success: true, data: { ...(await publicDocumentView(this.runtime.pool, found.businessId, view)), canPay: found.invoice.status === 'approved' } };
  }

  @Get(':id/public/pdf')
  @ApiOperation({ summary: "The public invoice's PDF (no sign-in)" })
  @ApiProduces('application/pdf')
  async publicPdf(@Param('id') publicId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const found = await loadInvoiceByPublicId(this.runtime.pool, publicId);
    if (!found) throw new AppError(404, 'INVOICE_NOT_FOUND', 'There is no such invoice');
    const view = await invoiceView(this.runtime.pool, found.businessId, found.invoice);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${documentFileName(view.reference)}"`)
      .header('cache-control', 'no-store');
    return documentPdf(this.runtime.pool, found.businessId, view);
  }

  @Get(':id/pdf/download')
  @ApiOperation({ summary: "The invoice as an A4 PDF (spec 002 §9: template 'letterhead'; the business's own template when absent)" })
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 404, description: 'No such invoice' })
  async pdf(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Query() query: PdfQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const invoice = await loadInvoice(this.runtime.pool, businessId, id);
    if (!invoice || invoice.status === 'deleted') throw notFound(id);
    const view = await invoiceView(this.runtime.pool, businessId, invoice);
    return downloadDocumentPdf(reply, this.runtime.pool, businessId, view, { template: query.template });
  }

  @Get(':id')
  @ApiOperation({ summary: 'An invoice: customer, lines, totals, status, payments' })
  @ApiResponse({ status: 404, description: 'No such invoice' })
  async byId(@BusinessId() businessId: string, @Param('id') id: string) {
    const invoice = await loadInvoice(this.runtime.pool, businessId, id);
    if (!invoice || invoice.status === 'deleted') throw notFound(id);
    return { success: true, data: await this.detail(businessId, invoice) };
  }

  private async detail(businessId: string, invoice: InvoiceState) {
    return invoiceDetail(await invoiceView(this.runtime.pool, businessId, invoice), invoice);
  }
}
