import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import { PublicReceiptThrottle } from './public-receipt-throttle.js';
import { findPublicReceipt, publicReceiptData } from './find-public-receipt.js';

@ApiTags('receipts')
@Controller('api/v1')
export class GetPublicReceiptController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly queries: QueryBus,
    private readonly throttle: PublicReceiptThrottle,
  ) {}

  @Get(':orgId/:userId/transaction/:reference')
  @ApiOperation({ summary: 'A public receipt (no sign-in): business, items, totals, paid, balance, status (VOID when voided)' })
  @ApiParam({ name: 'orgId', description: 'The business id' })
  @ApiParam({ name: 'userId', description: 'Who shared the link (not checked)' })
  @ApiResponse({ status: 200, description: '{ success, data: receipt, with logo: the address of the business logo, or null }' })
  @ApiResponse({ status: 404, description: 'No such receipt (also for a reference of another business)' })
  @ApiResponse({ status: 429, description: 'Too many look-ups that found nothing from this address' })
  async receiptOfLink(
    @Param('orgId') orgId: string,
    @Param('reference') reference: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const found = await findPublicReceipt(this.queries, this.throttle, orgId, reference, request, reply);
    return { success: true, data: await publicReceiptData(this.runtime.pool, orgId, found) };
  }
}
