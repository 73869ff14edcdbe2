import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { findContact, listTransactions } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { toTransactionView, transactionViewContext } from '../../../transactions/queries/transaction-view.js';
import { ListContactTransactionsQuery, type ContactTransactionsPage } from './list-contact-transactions.query.js';

/**
 * A contact's transactions (sales, purchases, money in and out, … that name the contact), newest
 * first, between dates: the transactions read model by the contact's id. Another business's
 * contact is 404, not an empty list; an archived contact keeps its history.
 */
@QueryHandler(ListContactTransactionsQuery)
export class ListContactTransactionsHandler implements IQueryHandler<ListContactTransactionsQuery, ContactTransactionsPage> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, contactId, filter }: ListContactTransactionsQuery): Promise<ContactTransactionsPage> {
    if (filter.startDate && filter.endDate && filter.startDate > filter.endDate) {
      throw AppError.validation([{ field: 'endDate', message: 'endDate must be on or after startDate' }]);
    }
    if (!(await findContact(this.runtime.pool, businessId, contactId))) throw new AppError(404, 'CONTACT_NOT_FOUND', 'There is no such contact');
    const context = await transactionViewContext(this.runtime.pool, businessId);
    const { rows, total } = await listTransactions(
      this.runtime.pool,
      businessId,
      { entityId: contactId, from: filter.startDate, to: filter.endDate },
      { sort: 'date', mode: 'desc' },
      { limit: filter.limit, offset: (filter.page - 1) * filter.limit },
    );
    return { rows: rows.map((row) => toTransactionView(row, context)), total };
  }
}
