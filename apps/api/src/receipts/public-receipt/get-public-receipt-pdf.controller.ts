import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import { receiptFileName } from '../file-names.js';
import { receiptPdf } from '../receipt-pdf.js';
import { PublicReceiptThrottle } from './public-receipt-throttle.js';
import { findPublicReceipt } from './find-public-receipt.js';

@ApiTags('receipts')
@Controller('api/v1')
export class GetPublicReceiptPdfController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly queries: QueryBus,
    private readonly throttle: PublicReceiptThrottle,
  ) {}

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
    const found = await findPublicReceipt(this.queries, this.throttle, orgId, reference, request, reply);
    const pdf = await receiptPdf(this.runtime.pool, orgId, found);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(found.view.reference, 'pdf')}"`);
    return pdf;
  }
}
