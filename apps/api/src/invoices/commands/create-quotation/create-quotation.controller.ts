import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { QuotationFormDto } from '../../shared/invoice-form.dto.js';
import { invoiceContentInput } from '../../shared/invoice-form-input.js';
import { CreateQuotationHandler } from './create-quotation.handler.js';

@ApiTags('quotations')
@Controller('api/v1/quotes')
export class CreateQuotationController {
  constructor(private readonly handler: CreateQuotationHandler) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a quotation (pending; it posts nothing)' })
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, publicId, reference, status, total } }' })
  async create(
    @BusinessId() businessId: string,
    @Body() body: QuotationFormDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    return {
      success: true,
      message: 'Quotation created successfully',
      data: await this.handler.execute(businessId, { ...invoiceContentInput(body), expiryDate: body.expiryDate }, idempotency, meta),
    };
  }
}
