import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { salesByCustomer } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { GetTopCustomersQuery, type TopCustomer } from './get-top-customers.query.js';

/** The customers with the most posted sales (document totals), all time; sales to no one in particular are left out. */
@QueryHandler(GetTopCustomersQuery)
export class GetTopCustomersHandler implements IQueryHandler<GetTopCustomersQuery, TopCustomer[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, limit, knownAt }: GetTopCustomersQuery): Promise<TopCustomer[]> {
    const { scale } = await businessCurrency(this.runtime.pool, businessId);
    const known = await knownDocuments(this.runtime, businessId, knownAt);
    const rows = await salesByCustomer(this.runtime.pool, businessId, {}, { limit, customersOnly: true }, known);
    return rows.map((row) => ({
      _id: row.contactId as string,
      firstName: row.firstName,
      lastName: row.lastName,
      updatedAt: new Date(row.lastSaleAt).toISOString(),
      sales_amount: moneyText(row.total, scale),
    }));
  }
}
