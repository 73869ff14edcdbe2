import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DocumentItem } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findTransaction } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetTransactionProductsQuery, type TransactionProducts } from './get-transaction-products.query.js';

export const REFERENCE_MIN_LENGTH = 6;
export const INVALID_REFERENCE_MESSAGE = 'Please enter a valid transaction reference number';

/** The document types whose items can be looked up, and the words clients use for them. */
const ITEM_TYPES: Readonly<Record<string, string>> = { sales: 'sales', sale: 'sales', purchases: 'purchases', purchase: 'purchases' };

@QueryHandler(GetTransactionProductsQuery)
export class GetTransactionProductsHandler implements IQueryHandler<GetTransactionProductsQuery, TransactionProducts> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetTransactionProductsQuery): Promise<TransactionProducts> {
    const reference = query.reference.trim();
    if (reference.length < REFERENCE_MIN_LENGTH) {
      throw new AppError(400, 'INVALID_REFERENCE', INVALID_REFERENCE_MESSAGE, [{ field: 'reference', message: INVALID_REFERENCE_MESSAGE }]);
    }
    const type = ITEM_TYPES[query.type.trim().toLowerCase()];
    if (!type) {
      throw AppError.validation([{ field: 'type', message: 'type must be sales or purchases' }]);
    }
    const record = await findTransaction(this.runtime.pool, query.businessId, reference);
    if (!record || record.type !== type)
      throw new AppError(404, 'TRANSACTION_NOT_FOUND', `There is no ${type === 'sales' ? 'sale' : 'purchase'} with this reference`);
    if (!query.canSee(record.type)) throw new AppError(403, 'FORBIDDEN', 'You do not have access to this transaction');
    return {
      id: record.transactionId,
      reference: record.reference,
      type: record.type,
      status: record.status,
      date: record.date,
      items: (record.items ?? []) as DocumentItem[],
    };
  }
}
