import { Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ChangeStockTransferStatusCommand } from './change-stock-transfer-status.command.js';

export class ChangeStockTransferStatusDto {
  @ApiProperty({ enum: ['sent', 'cancelled'], description: 'sent moves the goods; cancelled drops the draft' })
  @IsIn(['sent', 'cancelled'], { message: 'status must be sent or cancelled' })
  status: 'sent' | 'cancelled';

  @ApiPropertyOptional({ example: 'Ordered twice' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

@ApiTags('inventory')
@Controller('api/v1/inventory')
export class ChangeStockTransferStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('transfer-stock/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send or cancel a draft stock transfer' })
  @ApiResponse({ status: 409, description: 'STOCK_TRANSFER_NOT_DRAFT: only a draft can be sent or cancelled; STOCK_INSUFFICIENT' })
  async change(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Param('id') id: string,
    @Body() body: ChangeStockTransferStatusDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new ChangeStockTransferStatusCommand(businessId, actor.userId, id, body.status, body.reason, idempotency, meta));
    return { success: true, message: body.status === 'sent' ? 'Stock transferred successfully' : 'Stock transfer cancelled', data };
  }
}
