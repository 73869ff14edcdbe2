import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import { PublicReceiptThrottle } from './public-receipt-throttle.js';
import { findPublicReceipt, publicReceiptData } from './find-public-receipt.js';

@ApiTags('receipts')
@Controller('api/v1')
export class GetBusinessReceiptController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly queries: QueryBus,
    private readonly throttle: PublicReceiptThrottle,
  ) {}

  @Get('receipt/:orgId/:reference')
  @ApiOperation({ summary: 'A public receipt by business id and reference (no sign-in)' })
  @ApiResponse({ status: 200, description: '{ success, data: receipt, with logo: the address of the business logo, or null }' })
  @ApiResponse({ status: 404, description: 'No such receipt' })
  async receipt(
    @Param('orgId') orgId: string,
    @Param('reference') reference: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const found = await findPublicReceipt(this.queries, this.throttle, orgId, reference, request, reply);
    return { success: true, data: await publicReceiptData(this.runtime.pool, orgId, found) };
  }
}
