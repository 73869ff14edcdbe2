import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { loadInvoice } from '@ledgerline/projections';
import { Inject } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RUNTIME } from '../../../runtime.token.js';
import { MarkInvoicePaidDto } from './mark-invoice-paid.dto.js';
import { MarkInvoicePaidHandler } from './mark-invoice-paid.handler.js';

@ApiTags('invoices')
@Controller('api/v1/invoice')
export class MarkInvoicePaidController {
  constructor(
    private readonly handler: MarkInvoicePaidHandler,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Get(':id/mark-as-paid')
  @ApiOperation({ summary: 'What marking the invoice as paid would record: the balance still owed, and whether it can be marked' })
  @ApiResponse({ status: 200, description: '{ success, data: { id, reference, status, balance, canMarkAsPaid } }' })
  async preview(@BusinessId() businessId: string, @Param('id') id: string) {
    const invoice = await loadInvoice(this.runtime.pool, businessId, id);
    if (!invoice || invoice.status === 'deleted') throw new AppError(404, 'INVOICE_NOT_FOUND', `There is no invoice ${id}`);
    return {
      success: true,
      data: { id, reference: invoice.reference, status: invoice.status, balance: invoice.balance, canMarkAsPaid: invoice.status === 'approved' },
    };
  }

  @Post(':id/mark-as-paid')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record what is still owed as paid (cash unless an account is given)' })
  @ApiResponse({ status: 201, description: "{ success, message: 'Invoice paid successfully', data }" })
  @ApiResponse({ status: 409, description: 'INVOICE_NOT_APPROVED, INVOICE_VOIDED, INVOICE_ALREADY_PAID' })
  async mark(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: MarkInvoicePaidDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return { success: true, message: 'Invoice paid successfully', data: await this.handler.execute(businessId, id, body ?? {}, idempotency, meta) };
  }
}
