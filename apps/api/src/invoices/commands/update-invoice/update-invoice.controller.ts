import { Body, Controller, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { invoiceContentInput } from '../../shared/invoice-form-input.js';
import { UpdateInvoiceDto } from './update-invoice.dto.js';
import { UpdateInvoiceHandler } from './update-invoice.handler.js';

const MESSAGES: Record<string, string> = {
  InvoiceApproved: 'Invoice approved successfully',
  InvoiceVoided: 'Invoice has been voided successfully',
  InvoiceAmended: 'Invoice updated successfully',
  InvoiceDraftUpdated: 'Invoice updated successfully',
};

@ApiTags('invoices')
@Controller('api/v1/invoice')
export class UpdateInvoiceController {
  constructor(private readonly handler: UpdateInvoiceHandler) {}

  @Put('update')
  @ApiOperation({
    summary: 'Change, approve or void an invoice',
    description:
      "A draft takes any change; status 'approved' approves it (posting the sale on credit). An approved invoice is changed by amendment " +
      "(its posting reversed and the corrected one posted, never below what is paid); status 'void' voids it while no payment stands.",
  })
  @ApiResponse({ status: 200, description: '{ success, message, data: { id, changes, position } }' })
  @ApiResponse({ status: 409, description: 'INVOICE_ALREADY_APPROVED, INVOICE_VOIDED, INVOICE_ALREADY_PAID, INVOICE_HAS_PAYMENTS, STOCK_INSUFFICIENT' })
  async update(
    @BusinessId() businessId: string,
    @Body() body: UpdateInvoiceDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.handler.execute(
      businessId,
      body.id,
      { ...invoiceContentInput(body), dueDate: body.dueDate, status: body.status },
      idempotency,
      meta,
    );
    return { success: true, message: MESSAGES[data.changes[data.changes.length - 1] ?? ''] ?? 'Invoice updated successfully', data };
  }
}
