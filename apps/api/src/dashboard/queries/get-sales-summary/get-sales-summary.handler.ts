import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Decimal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { documentKindTotals } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { periodLabels } from '../../periods.js';
import { GetSalesSummaryQuery, type SalesSummary } from './get-sales-summary.query.js';

/** Sales documents (totals as recorded: after discounts, with delivery and tax), voided ones left out. */
@QueryHandler(GetSalesSummaryQuery)
export class GetSalesSummaryHandler implements IQueryHandler<GetSalesSummaryQuery, SalesSummary> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, groupBy, knownAt }: GetSalesSummaryQuery): Promise<SalesSummary> {
    const { currency, scale } = await businessCurrency(this.runtime.pool, businessId);
    const known = await knownDocuments(this.runtime, businessId, knownAt);
    const rows = await documentKindTotals(this.runtime.pool, businessId, period, { groupBy, kinds: ['sales'] }, known);
    const byPeriod = new Map(rows.map((row) => [row.period, row]));
    const sum = { count: 0, total: new Decimal(0), paid: new Decimal(0), balanceDue: new Decimal(0) };
    const series = periodLabels(period, groupBy).map((label) => {
      const row = byPeriod.get(label);
      sum.count += row?.count ?? 0;
      sum.total = sum.total.plus(row?.total ?? 0);
      sum.paid = sum.paid.plus(row?.paid ?? 0);
      sum.balanceDue = sum.balanceDue.plus(row?.balanceDue ?? 0);
      return {
        period: label,
        count: row?.count ?? 0,
        total: moneyText(row?.total, scale),
        paid: moneyText(row?.paid, scale),
        balanceDue: moneyText(row?.balanceDue, scale),
      };
    });
    return {
      currency,
      startDate: period.from,
      endDate: period.to,
      groupBy,
      count: sum.count,
      total: moneyText(sum.total, scale),
      paid: moneyText(sum.paid, scale),
      balanceDue: moneyText(sum.balanceDue, scale),
      series,
    };
  }
}
