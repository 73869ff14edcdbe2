import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { creditDueTotals, documentKindTotals, periodAccountTotals, type DashboardDocumentKind } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { CASH_ACCOUNTS, debitBalance } from '../../ledger-figures.js';
import { GetTodayOverviewQuery, type TodayOverview } from './get-today-overview.query.js';

const SERIES: readonly { id: number; name: string; kind: DashboardDocumentKind }[] = [
  { id: 0, name: 'Sales', kind: 'sales' },
  { id: 1, name: 'Expenses', kind: 'expenses' },
  { id: 2, name: 'Purchases', kind: 'purchases' },
];

/** The graph from posted documents by day or month (zero where none); today's figures beside it; as known at `knownAt` when given. */
@QueryHandler(GetTodayOverviewQuery)
export class GetTodayOverviewHandler implements IQueryHandler<GetTodayOverviewQuery, TodayOverview> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, window, today, knownAt }: GetTodayOverviewQuery): Promise<TodayOverview> {
    const db = this.runtime.pool;
    const { currency, scale } = await businessCurrency(db, businessId);
    const known = await knownDocuments(this.runtime, businessId, knownAt);
    const graph = await documentKindTotals(
      db,
      businessId,
      window,
      { groupBy: window.reportType === 'daily' ? 'day' : 'month', kinds: SERIES.map((series) => series.kind) },
      known,
    );
    const amount = new Map(graph.map((row) => [`${row.kind} ${row.period}`, row.total]));
    const data = SERIES.map((series) => window.labels.map((label) => moneyText(amount.get(`${series.kind} ${label}`), scale))) as TodayOverview['data'];

    const todays = await documentKindTotals(db, businessId, { from: today, to: today }, {}, known);
    const todayTotal = (kind: DashboardDocumentKind) => moneyText(todays.find((row) => row.kind === kind)?.total, scale);
    const cash = await periodAccountTotals(db, businessId, { to: today, knownAt }, { accountCodes: CASH_ACCOUNTS });
    const overdue = await creditDueTotals(db, businessId, today, { strictlyBefore: true }, known);
    return {
      currency,
      reportType: window.reportType,
      startDate: window.from,
      endDate: window.to,
      data,
      series: SERIES.map(({ id, name }) => ({ id, name })),
      monthsLabel: window.labels,
      cashBalance: moneyText(debitBalance(cash, CASH_ACCOUNTS), scale),
      overDueCredit: moneyText(overdue.receivable, scale),
      OverdueDebt: moneyText(overdue.payable, scale),
      todayExpense: todayTotal('expenses'),
      todayInflows: todayTotal('inflows'),
      todayOutFlows: todayTotal('outflows'),
      todayPurchase: todayTotal('purchases'),
      todaySales: todayTotal('sales'),
    };
  }
}
