import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Decimal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { documentKindTotals, productSales, salesByCustomer } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments, knownProductTotals } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { averagePrice, moneyText, quantityText } from '../../figures-format.js';
import { GetSalesReportQuery, type SalesReport } from './get-sales-report.query.js';

const fullName = (first: string | null, last: string | null): string | null => [first, last].filter((part) => part && part.trim()).join(' ') || null;

@QueryHandler(GetSalesReportQuery)
export class GetSalesReportHandler implements IQueryHandler<GetSalesReportQuery, SalesReport> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, knownAt }: GetSalesReportQuery): Promise<SalesReport> {
    const db = this.runtime.pool;
    const { currency, scale } = await businessCurrency(db, businessId);
    const money = (value: Decimal | string | null | undefined) => moneyText(value, scale);
    const known = await knownDocuments(this.runtime, businessId, knownAt);
    const [documents] = await documentKindTotals(db, businessId, period, { kinds: ['sales'] }, known);
    const days = await documentKindTotals(db, businessId, period, { kinds: ['sales'], groupBy: 'day' }, known);
    const products = await productSales(db, businessId, period, {}, await knownProductTotals(this.runtime, businessId, knownAt));
    const customers = await salesByCustomer(db, businessId, period, {}, known);

    const lines = products.reduce(
      (sum, row) => ({
        quantity: sum.quantity.plus(row.soldQuantity),
        amount: sum.amount.plus(row.salesAmount),
        cost: sum.cost.plus(row.costOfSales),
      }),
      { quantity: new Decimal(0), amount: new Decimal(0), cost: new Decimal(0) },
    );
    return {
      currency,
      startDate: period.from,
      endDate: period.to,
      totals: {
        count: documents?.count ?? 0,
        total: money(documents?.total),
        paid: money(documents?.paid),
        balanceDue: money(documents?.balanceDue),
        quantity: quantityText(lines.quantity),
        salesAmount: money(lines.amount),
        costOfSales: money(lines.cost),
        grossProfit: money(lines.amount.minus(lines.cost)),
      },
      byProduct: products.map((row) => ({
        productId: row.productId,
        name: row.name,
        kind: row.kind,
        quantity: quantityText(row.soldQuantity),
        amount: money(row.salesAmount),
        averagePrice: averagePrice(row.salesAmount, row.soldQuantity, scale),
        costOfSales: money(row.costOfSales),
        grossProfit: money(new Decimal(row.salesAmount).minus(row.costOfSales)),
      })),
      byCustomer: customers.map((row) => ({
        contactId: row.contactId,
        name: fullName(row.firstName, row.lastName),
        count: row.count,
        total: money(row.total),
        paid: money(row.paid),
        balanceDue: money(row.balanceDue),
      })),
      byDay: days.map((row) => ({
        date: row.period as string,
        count: row.count,
        total: money(row.total),
        paid: money(row.paid),
        balanceDue: money(row.balanceDue),
      })),
    };
  }
}
