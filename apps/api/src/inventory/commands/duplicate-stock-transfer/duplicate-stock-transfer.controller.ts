import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { DuplicateStockTransferCommand } from './duplicate-stock-transfer.command.js';
import { TRANSFER_STOCK_PATHS } from '../../spec-paths.js';

@ApiTags('inventory')
@Controller(TRANSFER_STOCK_PATHS)
export class DuplicateStockTransferController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/duplicate')
  @HttpCode(201)
  @ApiOperation({ summary: 'Copy a stock transfer into a new draft' })
  async duplicate(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Param('id') id: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new DuplicateStockTransferCommand(businessId, actor.userId, id, idempotency, meta));
    return { success: true, message: 'Stock transfer duplicated', data };
  }
}
