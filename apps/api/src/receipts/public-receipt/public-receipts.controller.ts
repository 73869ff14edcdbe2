import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import { receiptFileName } from '../file-names.js';
import type { FoundReceipt } from '../find-receipt.js';
import { GetReceiptQuery } from '../get-receipt/get-receipt.query.js';
import { renderReceiptPdf } from '../receipt-pdf.js';
import { PublicReceiptThrottle } from './public-receipt-throttle.js';

/**
 * Public receipts (spec 002 §2, §7): no sign-in, found by the business id (orgId) and the
 * document's reference. The path's userId (who shared the link) is not checked: it is no secret,
 * the /receipt/… form has none, and links shared by a member who has since left keep working.
 * What a link can reach, and why it is enough, is in docs/receipts.md.
 */
@ApiTags('receipts')
@Controller('api/v1')
export class PublicReceiptsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly throttle: PublicReceiptThrottle,
  ) {}

  @Get(':orgId/:userId/transaction/:reference')
  @ApiOperation({ summary: 'A public receipt (no sign-in): business, items, totals, paid, balance, status (VOID when voided)' })
  @ApiParam({ name: 'orgId', description: 'The business id' })
  @ApiParam({ name: 'userId', description: 'Who shared the link (not checked)' })
  @ApiResponse({ status: 200, description: '{ success, data: receipt }' })
  @ApiResponse({ status: 404, description: 'No such receipt (also for a reference of another business)' })
  @ApiResponse({ status: 429, description: 'Too many look-ups that found nothing from this address' })
  async receiptOfLink(
    @Param('orgId') orgId: string,
    @Param('reference') reference: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const found = await this.find(orgId, reference, request, reply);
    return { success: true, data: found.view };
  }

  @Get(':orgId/:userId/transaction/:reference/pdf')
  @ApiOperation({ summary: 'A public receipt as an A4 PDF (no sign-in)' })
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 200, description: 'The PDF' })
  @ApiResponse({ status: 404, description: 'No such receipt' })
  async pdf(
    @Param('orgId') orgId: string,
    @Param('reference') reference: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const found = await this.find(orgId, reference, request, reply);
    const pdf = await renderReceiptPdf(found.view);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(found.view.reference, 'pdf')}"`);
    return pdf;
  }

  @Get('receipt/:orgId/:reference')
  @ApiOperation({ summary: 'A public receipt by business id and reference (no sign-in)' })
  @ApiResponse({ status: 200, description: '{ success, data: receipt }' })
  @ApiResponse({ status: 404, description: 'No such receipt' })
  async receipt(
    @Param('orgId') orgId: string,
    @Param('reference') reference: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const found = await this.find(orgId, reference, request, reply);
    return { success: true, data: found.view };
  }

  private async find(orgId: string, reference: string, request: FastifyRequest, reply: FastifyReply): Promise<FoundReceipt> {
    await this.throttle.assertAllowed(request.ip);
    const found = await this.queries.execute(new GetReceiptQuery(orgId, reference));
    if (!found) {
      await this.throttle.recordMiss(request.ip);
      throw new AppError(404, 'RECEIPT_NOT_FOUND', 'There is no such receipt');
    }
    // A receipt changes (payments, a void) and is nobody's business but its holder's: not cached, not indexed.
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    return found;
  }
}
