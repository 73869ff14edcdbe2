import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { QuotationFormDto } from '../../shared/invoice-form.dto.js';
import { invoiceContentInput } from '../../shared/invoice-form-input.js';
import { UpdateQuotationHandler } from './update-quotation.handler.js';

@ApiTags('quotations')
@Controller('api/v1/quotes')
export class UpdateQuotationController {
  constructor(private readonly handler: UpdateQuotationHandler) {}

  @Put(':id')
  @ApiOperation({ summary: 'Change a pending quotation' })
  @ApiResponse({ status: 409, description: 'QUOTATION_ALREADY_APPROVED, QUOTATION_VOIDED' })
  async update(@BusinessId() businessId: string, @Param('id') id: string, @Body() body: QuotationFormDto, @RequestMeta() meta: RequestMetadata) {
    return {
      success: true,
      message: 'Quotation updated successfully',
      data: await this.handler.execute(businessId, id, { ...invoiceContentInput(body), expiryDate: body.expiryDate }, meta),
    };
  }
}
