import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { SendDocumentDto } from '../../shared/send-document.dto.js';
import { SendQuotationHandler } from './send-quotation.handler.js';

@ApiTags('quotations')
@Controller('api/v1/quotes')
export class SendQuotationController {
  constructor(private readonly handler: SendQuotationHandler) {}

  @Post('send')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a quotation: a link to its public page and the PDF attached' })
  @ApiResponse({ status: 200, description: "{ success, message: 'Quotation sent successfully' }" })
  async send(@BusinessId() businessId: string, @Body() body: SendDocumentDto) {
    return { success: true, message: 'Quotation sent successfully', data: await this.handler.execute(businessId, body) };
  }
}
