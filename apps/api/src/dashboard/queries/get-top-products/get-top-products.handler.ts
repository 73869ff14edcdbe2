import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { productSales } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownProductTotals } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { averagePrice, moneyText, quantityText } from '../../figures-format.js';
import { GetTopProductsQuery, type TopProduct } from './get-top-products.query.js';

/** The best-selling products and services by sales amount, all time (daily product aggregates). */
@QueryHandler(GetTopProductsQuery)
export class GetTopProductsHandler implements IQueryHandler<GetTopProductsQuery, TopProduct[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, limit, knownAt }: GetTopProductsQuery): Promise<TopProduct[]> {
    const { scale } = await businessCurrency(this.runtime.pool, businessId);
    const known = await knownProductTotals(this.runtime, businessId, knownAt);
    const rows = await productSales(this.runtime.pool, businessId, {}, { limit }, known);
    return rows.map((row) => ({
      _id: row.productId,
      name: row.name,
      kind: row.kind,
      sales_qty: quantityText(row.soldQuantity),
      sales_avg: averagePrice(row.salesAmount, row.soldQuantity, scale),
      sales_cost: moneyText(row.salesAmount, scale),
    }));
  }
}
