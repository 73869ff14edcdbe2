import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Command } from '@nestjs/cqrs';
import { AppError } from '../../../common/errors/app-error.js';
import { createValidationPipe } from '../../../common/http/validation.js';
import { IntroduceStockCommand } from '../introduce-stock/introduce-stock.command.js';
import { IntroduceStockDto, stockIntroducedInput } from '../introduce-stock/introduce-stock.dto.js';
import { RecordExpenseCommand } from '../record-expense/record-expense.command.js';
import { RecordExpenseDto } from '../record-expense/record-expense.dto.js';
import { RecordMoneyInCommand } from '../record-money-in/record-money-in.command.js';
import { type RecordedTransaction } from '../../documents/recorded-transaction.js';
import { RecordMoneyInDto } from '../record-money-in/record-money-in.dto.js';
import { RecordMoneyOutCommand } from '../record-money-out/record-money-out.command.js';
import { moneyOutInput, RecordMoneyOutDto } from '../record-money-out/record-money-out.dto.js';
import { RecordPurchaseCommand } from '../record-purchase/record-purchase.command.js';
import { RecordPurchaseDto } from '../record-purchase/record-purchase.dto.js';
import { RecordSaleCommand } from '../record-sale/record-sale.command.js';
import { RecordSaleDto } from '../record-sale/record-sale.dto.js';
import { tradeDocumentInput } from '../../documents/trade-document-input.js';
import { GENERIC_TRANSACTION_TYPES } from './record-transaction.dto.js';
import { RecordTransactionCommand } from './record-transaction.command.js';

const pipe = createValidationPipe();

/** The body (less the dispatch fields) validated against the specific route's DTO, with the same rules and messages. */
async function validated<T>(dto: new () => T, body: Record<string, unknown>): Promise<T> {
  return (await pipe.transform(body, { type: 'body', metatype: dto })) as T;
}

/** POST /transactions: picks the specific command by type and subtype; the specific handler decides. */
@CommandHandler(RecordTransactionCommand)
export class RecordTransactionHandler implements ICommandHandler<RecordTransactionCommand, RecordedTransaction> {
  constructor(private readonly commands: CommandBus) {}

  async execute(command: RecordTransactionCommand): Promise<RecordedTransaction> {
    const { businessId, actor, idempotency, requestMetadata: meta } = command;
    const { type, subtype, ...rest } = command.body;
    let specific: Command<RecordedTransaction>;
    switch (type) {
      case 'inflows':
        if (subtype === 'stock_introduced') {
          const document = await validated(IntroduceStockDto, rest);
          specific = new IntroduceStockCommand(businessId, stockIntroducedInput(document), document.reference, idempotency, meta);
        } else specific = new RecordMoneyInCommand(businessId, await validated(RecordMoneyInDto, { ...rest, subtype }), idempotency, meta);
        break;
      case 'outflows': {
        const document = await validated(RecordMoneyOutDto, { ...rest, subtype });
        specific = new RecordMoneyOutCommand(businessId, moneyOutInput(document), document.reference, idempotency, meta);
        break;
      }
      case 'expenses':
        specific = new RecordExpenseCommand(businessId, await validated(RecordExpenseDto, { ...rest, category: rest.category ?? subtype }), idempotency, meta);
        break;
      case 'sales':
        {
          const document = await validated(RecordSaleDto, rest);
          specific = new RecordSaleCommand(businessId, tradeDocumentInput(document), document.reference, actor, idempotency, meta);
        }
        break;
      case 'purchases':
        {
          const document = await validated(RecordPurchaseDto, rest);
          specific = new RecordPurchaseCommand(businessId, tradeDocumentInput(document), document.reference, actor, idempotency, meta);
        }
        break;
      default:
        throw AppError.validation([{ field: 'type', message: `type must be one of: ${GENERIC_TRANSACTION_TYPES.join(', ')}` }]);
    }
    return this.commands.execute(specific);
  }
}
