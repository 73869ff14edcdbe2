import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { DeleteInvoiceHandler } from './delete-invoice.handler.js';

@ApiTags('invoices')
@Controller('api/v1/invoice')
export class DeleteInvoiceController {
  constructor(private readonly handler: DeleteInvoiceHandler) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a draft invoice, or void an approved one (its posting reversed; refused while payments stand)' })
  @ApiResponse({ status: 200, description: "{ success, message: 'Invoice has been voided successfully' | 'Invoice deleted successfully' }" })
  @ApiResponse({ status: 409, description: 'INVOICE_HAS_PAYMENTS (refund them first), INVOICE_VOIDED' })
  async remove(@BusinessId() businessId: string, @Param('id') id: string, @RequestMeta() meta: RequestMetadata) {
    const data = await this.handler.execute(businessId, id, meta);
    return { success: true, message: data.outcome === 'voided' ? 'Invoice has been voided successfully' : 'Invoice deleted successfully', data };
  }
}
