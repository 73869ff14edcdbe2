import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Decimal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { productStockMovements } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownProductTotals } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText, quantityText, stockFigure } from '../../figures-format.js';
import { ListInventoryReportQuery, type InventoryReportPage } from './list-inventory-report.query.js';

/** Each product's stock over the period, by name, one page at a time. */
@QueryHandler(ListInventoryReportQuery)
export class ListInventoryReportHandler implements IQueryHandler<ListInventoryReportQuery, InventoryReportPage> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, page, knownAt }: ListInventoryReportQuery): Promise<InventoryReportPage> {
    const { currency, scale } = await businessCurrency(this.runtime.pool, businessId);
    const { rows, total } = await productStockMovements(
      this.runtime.pool,
      businessId,
      period,
      { q: page.q, limit: page.limit, offset: (page.page - 1) * page.limit },
      await knownProductTotals(this.runtime, businessId, knownAt),
    );
    return {
      currency,
      startDate: period.from,
      endDate: period.to,
      data: rows.map((row) => ({
        productId: row.productId,
        name: row.name,
        sku: row.sku,
        measurement: row.measurement,
        stockLevel: row.stockLevel === null ? null : quantityText(row.stockLevel),
        opening: stockFigure(row.opening, scale),
        in: stockFigure(row.in, scale),
        out: stockFigure(row.out, scale),
        closing: stockFigure(row.closing, scale),
        sold: { quantity: quantityText(row.sold.quantity), amount: moneyText(row.sold.amount, scale), costOfSales: moneyText(row.sold.costOfSales, scale) },
        lowStock: row.stockLevel !== null && new Decimal(row.closing.quantity).lte(row.stockLevel),
      })),
      page: page.page,
      limit: page.limit,
      total,
      totalPages: Math.ceil(total / page.limit),
    };
  }
}
