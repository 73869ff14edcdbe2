import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import type { Command } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { createValidationPipe } from '../../../common/http/validation.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { tradeDocumentInput } from '../../documents/trade-document-input.js';
import { IntroduceStockCommand } from '../introduce-stock/introduce-stock.command.js';
import { IntroduceStockDto, stockIntroducedInput } from '../introduce-stock/introduce-stock.dto.js';
import { RecordExpenseCommand } from '../record-expense/record-expense.command.js';
import { expenseInput, RecordExpenseDto } from '../record-expense/record-expense.dto.js';
import { RecordMoneyInCommand } from '../record-money-in/record-money-in.command.js';
import { moneyInInput, RecordMoneyInDto } from '../record-money-in/record-money-in.dto.js';
import { RecordMoneyOutCommand } from '../record-money-out/record-money-out.command.js';
import { moneyOutInput, RecordMoneyOutDto } from '../record-money-out/record-money-out.dto.js';
import { RecordPurchaseCommand } from '../record-purchase/record-purchase.command.js';
import { RecordPurchaseDto } from '../record-purchase/record-purchase.dto.js';
import { RecordSaleCommand } from '../record-sale/record-sale.command.js';
import { RecordSaleDto } from '../record-sale/record-sale.dto.js';
import { GENERIC_TRANSACTION_TYPES, RecordTransactionDto } from './record-transaction.dto.js';
import { IDEMPOTENCY_HEADER, CREATED, BAD_INPUT, BANK } from '../../http/money-docs.js';

const pipe = createValidationPipe();

/** The body (less the dispatch fields) validated against the specific route's DTO, with the same rules and messages. */
async function validated<T>(dto: new () => T, body: Record<string, unknown>): Promise<T> {
  return (await pipe.transform(body, { type: 'body', metatype: dto })) as T;
}

/** The specific command a body of POST /transactions stands for, by its type and subtype. */
async function specificCommand(
  businessId: string,
  body: Record<string, unknown>,
  actor: Pick<RequestActor, 'role' | 'access'>,
  idempotency: IdempotencyContext,
  meta: RequestMetadata,
): Promise<Command<RecordedTransaction>> {
  const { type, subtype, ...rest } = body;
  switch (type) {
    case 'inflows': {
      if (subtype === 'stock_introduced') {
        const document = await validated(IntroduceStockDto, rest);
        return new IntroduceStockCommand(businessId, stockIntroducedInput(document), document.reference, idempotency, meta);
      }
      const document = await validated(RecordMoneyInDto, { ...rest, subtype });
      return new RecordMoneyInCommand(businessId, moneyInInput(document), document.reference, idempotency, meta);
    }
    case 'outflows': {
      const document = await validated(RecordMoneyOutDto, { ...rest, subtype });
      return new RecordMoneyOutCommand(businessId, moneyOutInput(document), document.reference, idempotency, meta);
    }
    case 'expenses': {
      const document = await validated(RecordExpenseDto, { ...rest, category: rest.category ?? subtype });
      return new RecordExpenseCommand(businessId, expenseInput(document), document.reference, idempotency, meta);
    }
    case 'sales': {
      const document = await validated(RecordSaleDto, rest);
      return new RecordSaleCommand(businessId, tradeDocumentInput(document), document.reference, actor, idempotency, meta);
    }
    case 'purchases': {
      const document = await validated(RecordPurchaseDto, rest);
      return new RecordPurchaseCommand(businessId, tradeDocumentInput(document), document.reference, actor, idempotency, meta);
    }
    default:
      throw AppError.validation([{ field: 'type', message: `type must be one of: ${GENERIC_TRANSACTION_TYPES.join(', ')}` }]);
  }
}

/** POST /transactions: validates the body against the specific route's DTO and runs that route's command; its handler decides. */
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
    const data = await this.commands.execute(await specificCommand(businessId, body ?? {}, actor, idempotency, meta));
    return { success: true, message: 'Transaction recorded successfully', data };
  }
}
