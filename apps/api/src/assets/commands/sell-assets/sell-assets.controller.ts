import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { SellAssetsDto } from './sell-assets.dto.js';
import { SellAssetsCommand } from './sell-assets.command.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

@ApiTags('assets')
@Controller('api/v1')
export class SellAssetsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('assets/sell')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Sell assets to a buyer (LEDGER.md §4 AssetSold)',
    description:
      'Proceeds to the account (or the buyer’s receivable, 1100, on credit); the units’ cost (1500) and accumulated depreciation (1510) leave; the difference is a gain (4900) or a loss (6910).',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiResponse({
    status: 201,
    schema: { example: { success: true, message: 'Assets sold successfully', data: { id: 'uuid', reference: 'SA0001', total: '180000.00', position: '57' } } },
  })
  @ApiResponse({ status: 400, description: 'The field named: assets[0].price below 0, entityId on credit, due_date on credit, …' })
  @ApiResponse({ status: 403, description: 'PERMISSION_DENIED: a price other than the asset’s without permission 37' })
  @ApiResponse({ status: 409, description: 'STOCK_INSUFFICIENT: selling more units than held' })
  async sell(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: SellAssetsDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const form = {
      date: body.date,
      description: body.description,
      assets: body.assets,
      amount: body.amount,
      ...(body.reference !== undefined ? { reference: body.reference } : {}),
      account: body.account ?? 'Cash',
      credit: body.credit,
      initialDeposit: body.initial_deposit,
      dueDate: body.due_date,
      entity: text(body.entityId) ?? text(body.entityName),
    };
    const data = await this.commands.execute(new SellAssetsCommand(businessId, form, actor, idempotency, meta));
    return { success: true, message: 'Assets sold successfully', data };
  }
}
