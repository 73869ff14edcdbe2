import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RecordTransactionCommand } from './record-transaction.command.js';
import { RecordTransactionDto } from './record-transaction.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BAD_INPUT, BANK } from '../../http/money-docs.js';

@ApiTags('transactions')
@Controller('api/v1')
export class RecordTransactionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('transactions')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record any transaction, picked by type and subtype (spec 002 §7)' })
  @ApiBody({
    type: RecordTransactionDto,
    examples: {
      moneyIn: { summary: 'Money in', value: { type: 'inflows', subtype: 'capital', date: '2026-11-22', amount: '50000.00', account: 'Cash' } },
      stock: {
        summary: 'Stock introduced',
        value: {
          type: 'inflows',
          subtype: 'stock_introduced',
          date: '2026-11-22',
          items: [{ product: '9b2f1c7e-5d4a-4f3b-8e21-7a6c5b4d3e2f', quantity: '10', price: '4500.00' }],
        },
      },
      moneyOut: { summary: 'Money out', value: { type: 'outflows', subtype: 'drawings', date: '2026-11-22', amount: '10000.00', account: 'Cash' } },
      expense: { summary: 'Expense', value: { type: 'expenses', subtype: 'rent', date: '2026-11-22', amount: '120000.00', account: BANK } },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse(CREATED)
  @ApiResponse(BAD_INPUT)
  async record(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: Record<string, unknown>,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new RecordTransactionCommand(businessId, body ?? {}, actor, idempotency, meta));
    return { success: true, message: 'Transaction recorded successfully', data };
  }
}
