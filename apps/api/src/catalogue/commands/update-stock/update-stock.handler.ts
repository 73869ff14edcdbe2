import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Decimal, decideAdjustStock, LEDGER_ERROR_CODES, LedgerValidationError, parseDecimal } from '@ledgerline/ledger';
import { loadBusinessState, loadDocumentProducts } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../../transactions/money-write.js';
import type { RecordedTransaction } from '../../../transactions/documents/recorded-transaction.js';
import { UpdateStockCommand } from './update-stock.command.js';

/**
 * A stock count never overwrites the stock: the difference from what the books hold (read inside
 * the append, under the stream lock) is recorded as a StockAdjusted transaction, so the history
 * and the books stay whole.
 */
@CommandHandler(UpdateStockCommand)
export class UpdateStockHandler implements ICommandHandler<UpdateStockCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: UpdateStockCommand): Promise<RecordedTransaction> {
    const { businessId, count } = command;
    return recordDocument(this.executor, command, { date: count.date }, async (db, ids) => {
      const counted = parseDecimal(count.counted, 'quantity', { scale: 4, maxIntegerDigits: 11, nonNegative: true });
      const products = await loadDocumentProducts(db, businessId, [count.product]);
      const held = new Decimal(products.get(count.product)?.quantity ?? 0);
      const difference = counted.minus(held);
      if (products.has(count.product) && difference.isZero()) {
        throw new LedgerValidationError('quantity', `The stock is already ${held.toString()}`, LEDGER_ERROR_CODES.INVALID_VALUE);
      }
      const adjustment = { ...ids, date: count.date, product: count.product, quantity: difference.toString(), unitCost: count.unitCost, reason: count.reason };
      return decideAdjustStock(adjustment, await loadBusinessState(db, businessId), products);
    });
  }
}
