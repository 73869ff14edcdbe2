import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordPayment, type PayableDocument } from '@ledgerline/ledger';
import { findTransaction, loadBusinessState, type TransactionRecord } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { RecordPaymentCommand } from './record-payment.command.js';

/** The document as the payment decider needs it, from its transactions row (balance_due is kept by the projector). */
function payableDocument(row: TransactionRecord): PayableDocument {
  const payment = (row.document as { payment?: { credit?: unknown } } | null)?.payment;
  return {
    transactionId: row.transactionId,
    reference: row.reference,
    eventType: row.eventType,
    status: row.status,
    credit: payment?.credit === true,
    balanceDue: row.balanceDue,
    ...(row.entityId !== null ? { entityId: row.entityId } : {}),
  };
}

@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: RecordPaymentCommand): Promise<RecordedTransaction> {
    const { businessId, payment } = command;
    const named = payment.document;
    if (!named) throw AppError.validation([{ field: 'transactionId', message: 'transactionId or reference is required: which document is paid' }]);
    // The body's reference names the document paid; the payment gets a reference of its own.
    return recordDocument(this.executor, command, { date: payment.date }, async (db, ids) => {
      const row = await findTransaction(db, businessId, named.value);
      return decideRecordPayment({ ...ids, ...payment, document: named }, await loadBusinessState(db, businessId), row ? payableDocument(row) : undefined);
    });
  }
}
