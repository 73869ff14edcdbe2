import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatAmount, type CurrencyCode } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness, listOwedByContact } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../../dashboard/known-at.js';
import { ListOwedQuery, type OwedPage } from './list-owed.query.js';

@QueryHandler(ListOwedQuery)
export class ListOwedHandler implements IQueryHandler<ListOwedQuery, OwedPage> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: ListOwedQuery): Promise<OwedPage> {
    const business = await findBusiness(this.runtime.pool, query.businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    const currency = business.currency as CurrencyCode;
    const money = (amount: string) => formatAmount(amount, currency);
    const { today, q, page, limit, knownAt } = query.request;
    const known = await knownDocuments(this.runtime, query.businessId, knownAt);
    const { items, total } = await listOwedByContact(this.runtime.pool, query.businessId, query.side, { today, q, page, limit }, known);
    return {
      currency,
      today,
      data: items.map((contact) => ({
        ...contact,
        total: money(contact.total),
        overdue: money(contact.overdue),
        documents: contact.documents.map((document) => ({
          ...document,
          total: money(document.total),
          paid: money(document.paid),
          balance: money(document.balance),
        })),
      })),
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
    };
  }
}
