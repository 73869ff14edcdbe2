import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordExpense } from '@ledgerline/ledger';
import { loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { contactCheck, recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { RecordExpenseCommand } from './record-expense.command.js';

@CommandHandler(RecordExpenseCommand)
export class RecordExpenseHandler implements ICommandHandler<RecordExpenseCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: RecordExpenseCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
    return recordDocument(this.executor, command, document, async (db, ids) =>
      decideRecordExpense(
        {
          ...ids,
          date: document.date,
          category: document.category,
          amount: document.amount,
          items: document.items,
          discount: document.discount,
          discountType: document.discountType,
          delivery: document.delivery,
          deliveryType: document.deliveryType,
          tax: document.tax,
          taxType: document.taxType,
          account: document.account,
          credit: document.credit,
          initialDeposit: document.initial_deposit,
          dueDate: document.due_date,
          entity: document.entity,
          prepayment: document.prepayment,
          description: document.description,
        },
        await loadBusinessState(db, businessId),
        { contactExists: await contactCheck(db, businessId, document.entity) },
      ),
    );
  }
}
