import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ApproveQuotationHandler } from './approve-quotation.handler.js';

@ApiTags('quotations')
@Controller('api/v1/quotes')
export class ApproveQuotationController {
  constructor(private readonly handler: ApproveQuotationHandler) {}

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a quotation (once); an approved quotation can become a draft invoice (POST /invoice/create with quotationId)' })
  @ApiResponse({ status: 200, description: "{ success, message: 'Quotation approved successfully' }" })
  @ApiResponse({ status: 409, description: 'QUOTATION_ALREADY_APPROVED, QUOTATION_VOIDED' })
  async approve(@BusinessId() businessId: string, @Param('id') id: string, @RequestMeta() meta: RequestMetadata) {
    return { success: true, message: 'Quotation approved successfully', data: await this.handler.execute(businessId, id, meta) };
  }
}
