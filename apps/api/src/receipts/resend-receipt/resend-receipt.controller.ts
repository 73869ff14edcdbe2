import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../common/access/actor.js';
import { ResendReceiptCommand } from './resend-receipt.command.js';
import { ResendReceiptDto } from './resend-receipt.dto.js';

@ApiTags('receipts')
@Controller('api/v1/transactions')
export class ResendReceiptController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':reference/resend-receipt')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mails the receipt (HTML, text and the PDF attached) to `email`, or to the customer’s e-mail' })
  @ApiResponse({ status: 200, description: '{ success, message, data: { reference, email } }' })
  @ApiResponse({ status: 400, description: 'No e-mail given and the customer has none' })
  @ApiResponse({ status: 404, description: 'No such transaction in this business' })
  async resend(@BusinessId() businessId: string, @Param('reference') reference: string, @Body() body: ResendReceiptDto) {
    const data = await this.commands.execute(new ResendReceiptCommand(businessId, reference, body.name, body.email || undefined));
    return { success: true, message: 'Receipt sent successfully', data };
  }
}
