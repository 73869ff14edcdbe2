import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { productStockTotals } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownProductTotals } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText, quantityText, stockFigure } from '../../figures-format.js';
import { GetInventoryReportQuery, type InventoryReport } from './get-inventory-report.query.js';

/** From the daily product aggregates: movements before the period (opening) and within it. */
@QueryHandler(GetInventoryReportQuery)
export class GetInventoryReportHandler implements IQueryHandler<GetInventoryReportQuery, InventoryReport> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, knownAt }: GetInventoryReportQuery): Promise<InventoryReport> {
    const { currency, scale } = await businessCurrency(this.runtime.pool, businessId);
    const totals = await productStockTotals(this.runtime.pool, businessId, period, await knownProductTotals(this.runtime, businessId, knownAt));
    return {
      currency,
      startDate: period.from,
      endDate: period.to,
      products: totals.products,
      lowStock: totals.lowStock,
      opening: stockFigure(totals.opening, scale),
      in: stockFigure(totals.in, scale),
      out: stockFigure(totals.out, scale),
      closing: stockFigure(totals.closing, scale),
      sold: {
        quantity: quantityText(totals.sold.quantity),
        amount: moneyText(totals.sold.amount, scale),
        costOfSales: moneyText(totals.sold.costOfSales, scale),
      },
    };
  }
}
