import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { currencyScale, Decimal, type CurrencyCode } from '@ledgerline/ledger';
import { findBusiness, productSales } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { ListTopSellingProductsQuery, type TopSellingProduct } from './list-top-selling-products.query.js';

/** The best-selling products and services by sales amount over the dates (the daily product aggregates), amounts at the currency's scale. */
@QueryHandler(ListTopSellingProductsQuery)
export class ListTopSellingProductsHandler implements IQueryHandler<ListTopSellingProductsQuery, TopSellingProduct[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, window, limit }: ListTopSellingProductsQuery): Promise<TopSellingProduct[]> {
    const business = await findBusiness(this.runtime.pool, businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    const scale = currencyScale(business.currency as CurrencyCode);
    const rows = await productSales(this.runtime.pool, businessId, window, { limit });
    return rows.map((row) => ({
      _id: row.productId,
      name: row.name,
      kind: row.kind,
      quantity: new Decimal(row.soldQuantity).toString(),
      amount: new Decimal(row.salesAmount).toFixed(scale),
    }));
  }
}
