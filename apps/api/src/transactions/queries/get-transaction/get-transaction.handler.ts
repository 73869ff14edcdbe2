import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Decimal, type JournalLine } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findTransaction, prepaymentApplied, standingPaymentsOf } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { toTransactionView, transactionViewContext } from '../transaction-view.js';
import { GetTransactionQuery, type TransactionDetail } from './get-transaction.query.js';

@QueryHandler(GetTransactionQuery)
export class GetTransactionHandler implements IQueryHandler<GetTransactionQuery, TransactionDetail> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetTransactionQuery): Promise<TransactionDetail> {
    const db = this.runtime.pool;
    const context = await transactionViewContext(db, query.businessId);
    const { scale } = context;
    const record = await findTransaction(db, query.businessId, query.idOrReference);
    const isPrepayment = record?.eventType === 'ExpenseRecorded' && record.document?.prepayment === true;
    if (!record || (query.prepaid && (!isPrepayment || record.status === 'voided'))) {
      throw new AppError(
        404,
        'TRANSACTION_NOT_FOUND',
        query.prepaid ? 'There is no prepaid expense with this reference' : 'There is no transaction with this reference',
      );
    }
    if (!query.canSee(record.type)) throw new AppError(403, 'FORBIDDEN', 'You do not have access to this transaction');
    const payments = await standingPaymentsOf(db, query.businessId, record.transactionId);
    const lines = record.status === 'posted' && Array.isArray(record.document?.lines) ? (record.document.lines as JournalLine[]) : [];
    const detail: TransactionDetail = {
      ...toTransactionView(record, context),
      document: record.document,
      lines,
      payments: payments.map((payment) => toTransactionView(payment, context)),
    };
    if (isPrepayment) {
      const applied = new Decimal(await prepaymentApplied(db, query.businessId, record.transactionId));
      const amount = new Decimal(record.amount);
      detail.prepayment = { amount: amount.toFixed(scale), applied: applied.toFixed(scale), remaining: amount.minus(applied).toFixed(scale) };
    }
    return detail;
  }
}
