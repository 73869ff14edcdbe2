import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { VoidQuotationHandler } from './void-quotation.handler.js';

@ApiTags('quotations')
@Controller('api/v1/quotes')
export class VoidQuotationController {
  constructor(private readonly handler: VoidQuotationHandler) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Void a quotation' })
  @ApiResponse({ status: 200, description: "{ success, message: 'Quotation has been voided successfully' }" })
  @ApiResponse({ status: 409, description: 'QUOTATION_VOIDED' })
  async remove(@BusinessId() businessId: string, @Param('id') id: string, @RequestMeta() meta: RequestMetadata) {
    return { success: true, message: 'Quotation has been voided successfully', data: await this.handler.execute(businessId, id, meta) };
  }
}
