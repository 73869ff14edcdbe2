import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Decimal, decideApplyPrepayment, EXPENSE_RECORDED, type PrepaymentDocument } from '@ledgerline/ledger';
import { findTransaction, loadBusinessState, prepaymentApplied, type Queryable } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { ApplyPrepaymentCommand } from './apply-prepayment.command.js';

/** The prepayment and what is left of it: its total less the applications not voided. */
async function loadPrepayment(db: Queryable, businessId: string, idOrReference: string): Promise<PrepaymentDocument | undefined> {
  const row = await findTransaction(db, businessId, idOrReference);
  if (!row) return undefined;
  const document = (row.document ?? {}) as { prepayment?: unknown; category?: unknown };
  const applied = await prepaymentApplied(db, businessId, row.transactionId);
  return {
    transactionId: row.transactionId,
    reference: row.reference,
    isPrepayment: row.eventType === EXPENSE_RECORDED && document.prepayment === true,
    status: row.status,
    category: typeof document.category === 'string' ? document.category : '',
    unapplied: new Decimal(row.amount).minus(applied).toFixed(),
    ...(row.entityId !== null ? { entityId: row.entityId } : {}),
  };
}

@CommandHandler(ApplyPrepaymentCommand)
export class ApplyPrepaymentHandler implements ICommandHandler<ApplyPrepaymentCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: ApplyPrepaymentCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
    return recordDocument(this.executor, command, { date: document.date }, async (db, ids) =>
      decideApplyPrepayment(
        { ...ids, prepayment: command.prepayment, ...document },
        await loadBusinessState(db, businessId),
        await loadPrepayment(db, businessId, command.prepayment),
      ),
    );
  }
}
