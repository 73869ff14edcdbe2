import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { invoiceContentInput } from '../../shared/invoice-form-input.js';
import { CreateInvoiceDto } from './create-invoice.dto.js';
import { CreateInvoiceHandler } from './create-invoice.handler.js';

@ApiTags('invoices')
@Controller('api/v1/invoice')
export class CreateInvoiceController {
  constructor(private readonly handler: CreateInvoiceHandler) {}

  @Post('create')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create an invoice',
    description:
      'Numbered prefix-NNN (INV-001, …) by the server. A draft posts nothing; status approved approves it at once: the sale on credit, ' +
      'the customer owes the total, goods leave stock at their moving average. With quotationId: a draft from an approved quotation.',
  })
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, publicId, reference, status, total, position } }' })
  @ApiResponse({ status: 409, description: 'STOCK_INSUFFICIENT on approval; QUOTATION_NOT_APPROVED' })
  async create(
    @BusinessId() businessId: string,
    @Body() body: CreateInvoiceDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.handler.execute(
      businessId,
      { ...invoiceContentInput(body), dueDate: body.dueDate, status: body.status, quotationId: body.quotationId },
      idempotency,
      meta,
    );
    return { success: true, message: data.status === 'approved' ? 'Invoice approved successfully' : 'Invoice created successfully', data };
  }
}
