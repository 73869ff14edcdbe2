import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { creditDueTotals, documentKindTotals, periodAccountTotals } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { knownDocuments } from '../../known-at.js';
import { businessCurrency } from '../../../transactions/queries/business-currency.js';
import { moneyText } from '../../figures-format.js';
import { CASH_ACCOUNTS, debitBalance, INVENTORY_ACCOUNTS, profitFigures, RECEIVABLE_ACCOUNTS } from '../../ledger-figures.js';
import { GetDashboardSummaryQuery, type DashboardSummary } from './get-dashboard-summary.query.js';

/** Flows over the period and balances at its end from the ledger; what is due and today's documents from the transactions (as known at `knownAt` when given). */
@QueryHandler(GetDashboardSummaryQuery)
export class GetDashboardSummaryHandler implements IQueryHandler<GetDashboardSummaryQuery, DashboardSummary> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute({ businessId, period, today, knownAt }: GetDashboardSummaryQuery): Promise<DashboardSummary> {
    const db = this.runtime.pool;
    const { currency, scale } = await businessCurrency(db, businessId);
    const known = await knownDocuments(this.runtime, businessId, knownAt);
    const flows = profitFigures(await periodAccountTotals(db, businessId, { from: period.from, to: period.to, knownAt }));
    const balances = await periodAccountTotals(
      db,
      businessId,
      { to: period.to, knownAt },
      { accountCodes: [...CASH_ACCOUNTS, ...RECEIVABLE_ACCOUNTS, ...INVENTORY_ACCOUNTS] },
    );
    const due = await creditDueTotals(db, businessId, period.to, {}, known);
    const todays = await documentKindTotals(db, businessId, { from: today, to: today }, { kinds: ['sales', 'expenses'] }, known);
    const todayTotal = (kind: string) => moneyText(todays.find((row) => row.kind === kind)?.total, scale);
    return {
      currency,
      filterType: period.filterType,
      startDate: period.from,
      endDate: period.to,
      totalRevenue: moneyText(flows.revenue, scale),
      totalExpense: moneyText(flows.expenses, scale),
      totalInventory: moneyText(debitBalance(balances, INVENTORY_ACCOUNTS), scale),
      profitability: moneyText(flows.profit, scale),
      stats: {
        receivablesAmount: moneyText(debitBalance(balances, RECEIVABLE_ACCOUNTS), scale),
        cashBalance: moneyText(debitBalance(balances, CASH_ACCOUNTS), scale),
        creditDueDate: moneyText(due.receivable, scale),
        debtDueDate: moneyText(due.payable, scale),
        todayExpense: todayTotal('expenses'),
        todaySales: todayTotal('sales'),
      },
    };
  }
}
