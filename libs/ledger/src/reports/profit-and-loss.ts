import { ACCOUNT, expenseCategorySlot, type ExpenseCategory } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { INVENTORY_ACCOUNTS, netOfAccounts, TotalsView, type LedgerTotals } from './ledger-totals.js';
import { accountLabel, reportPlaceOf, type ProfitAndLossGroup } from './report-accounts.js';
import { figureOf, LineMaker, sumColumns, type ReportFigure, type ReportLine, type ReportSection } from './report-layout.js';
import type { ReportPeriod } from './report-periods.js';

/** One column of the profit and loss: its period, and the books at the end of the day before it starts and at its end. */
export interface ProfitAndLossColumn extends ReportPeriod {
  /** Cumulative totals up to the day before startDate. */
  opening: LedgerTotals;
  /** Cumulative totals up to endDate. */
  closing: LedgerTotals;
}

/** The spec's profit-and-loss figure names (002 §3); docs/reports.md says which lines make each. */
export const PROFIT_AND_LOSS_FIGURES = [
  'products',
  'purchases',
  'shipping',
  'vat',
  'commission',
  'additionalCosts',
  'openingInventory',
  'closingInventory',
  'grossProfit',
  'transportation',
  'charges',
  'ads',
  'packaging',
  'rent',
  'assets',
  'utility',
  'others',
  'interestExpense',
  'incomeDiscount',
  'gift',
  'interest',
  'salary',
  'total',
  'operatingCost',
  'operatingProfit',
  'netFinanceIncome',
  // Ours, beside the spec's:
  'costOfSales',
  'otherIncome',
  'netProfit',
] as const;
export type ProfitAndLossFigure = (typeof PROFIT_AND_LOSS_FIGURES)[number];

/** Operating expense figures of the spec and the expense categories each gathers; every other operating expense is `others`. */
export const EXPENSE_FIGURES: Readonly<
  Record<'transportation' | 'charges' | 'ads' | 'packaging' | 'rent' | 'assets' | 'utility' | 'salary', readonly ExpenseCategory[]>
> = {
  transportation: ['transport'],
  charges: ['fees', 'bank'],
  ads: ['ads', 'advertising_marketing'],
  packaging: ['packaging'],
  rent: ['rent'],
  assets: ['assets'],
  utility: ['utility', 'electricity', 'telephone'],
  salary: ['salary', 'employee_benefits'],
};

/** Gross sales (the spec's `products`): sales of products, services and other sales income. */
const SALES_ACCOUNTS: readonly string[] = [ACCOUNT.SALES_PRODUCTS, ACCOUNT.SALES_SERVICES, ACCOUNT.OTHER_SALES_INCOME];

export interface ProfitAndLossLayout {
  periods: ReportPeriod[];
  /** Net revenue: sales (4000–4100) less sales discounts (4050). */
  revenue: ReportSection;
  /**
   * Cost of sales (5000), shown as opening inventory + purchases − closing inventory − stock
   * adjustments (goods cost) + costs expensed straight to cost of sales.
   */
  costOfSales: ReportSection;
  grossProfit: ReportLine;
  operatingExpenses: ReportSection;
  otherIncome: ReportSection;
  operatingProfit: ReportLine;
  /** Interest received (4500) less interest expense. */
  finance: ReportSection;
  netProfit: ReportLine;
  /** Memo, not part of profit: VAT charged on sales in the period (2100, credit − debit). */
  vatOnSales: ReportLine;
  figures: Record<ProfitAndLossFigure, ReportFigure>;
}

/**
 * The profit and loss (LEDGER.md §8) for one or more periods side by side, from the books at the
 * edges of each period. Exact: every amount is a difference of posted totals, in decimals.
 */
export function buildProfitAndLoss(columns: readonly ProfitAndLossColumn[], options: { scale: number }): ProfitAndLossLayout {
  if (columns.length === 0) throw new Error('A profit and loss needs at least one period');
  const make = new LineMaker(options.scale);
  const count = columns.length;
  const moved = columns.map((column) => new TotalsView(column.closing, column.opening));

  // Every profit-and-loss account that moved in any period, by group.
  const codes = new Map<ProfitAndLossGroup, string[]>();
  for (const code of [...new Set(moved.flatMap((view) => [...view.codes()]))].sort()) {
    const place = reportPlaceOf(code);
    if (place.statement !== 'profit-and-loss') continue;
    if (moved.every((view) => view.net(code).isZero())) continue;
    codes.set(place.group, [...(codes.get(place.group) ?? []), code]);
  }
  const creditNet = (code: string) => moved.map((view) => view.net(code).negated());
  const debitNet = (code: string) => moved.map((view) => view.net(code));
  const accountLines = (group: ProfitAndLossGroup, values: (code: string) => Decimal[]) =>
    (codes.get(group) ?? []).map((code) => ({ code, values: values(code) }));
  const toLines = (rows: { code: string; values: Decimal[] }[]) =>
    rows.map((row) => make.line(`account:${row.code}`, accountLabel(row.code), row.values, { code: row.code }));
  const columnsOf = (rows: { values: Decimal[] }[]) =>
    sumColumns(
      count,
      rows.map((row) => row.values),
    );

  // Revenue: credit-positive; sales discounts (contra) come out negative.
  const revenueRows = accountLines('revenue', creditNet);
  const netRevenue = columnsOf(revenueRows);
  const revenue = make.section('revenue', 'Revenue', toLines(revenueRows), 'Net revenue', netRevenue);

  // Cost of sales and how stock explains it.
  const costRows = accountLines('cost-of-sales', debitNet);
  const costOfSalesTotal = columnsOf(costRows);
  const inventory = new Set(INVENTORY_ACCOUNTS);
  const openingInventory = columns.map((column) => netOfAccounts(column.opening, inventory));
  const closingInventory = columns.map((column) => netOfAccounts(column.closing, inventory));
  const goodsCost = moved.map((view) => view.goodsCost());
  const stockAdjustments = moved.map((view) => view.net(ACCOUNT.INVENTORY_ADJUSTMENTS));
  // Whatever else came into stock (bought, brought in, returned by a void), net: the identity below holds exactly.
  const purchases = moved.map((_, i) => closingInventory[i].minus(openingInventory[i]).plus(goodsCost[i]).plus(stockAdjustments[i]));
  const directCosts = moved.map((_, i) => costOfSalesTotal[i].minus(goodsCost[i]));
  const costOfSales = make.section(
    'costOfSales',
    'Cost of sales',
    [
      make.line('goodsCost', 'Cost of goods sold', goodsCost, {
        lines: [
          make.line('openingInventory', 'Opening inventory', openingInventory),
          make.line('purchases', 'Purchases and stock brought in', purchases),
          make.line(
            'closingInventory',
            'Less closing inventory',
            closingInventory.map((value) => value.negated()),
          ),
          make.line(
            'stockAdjustments',
            'Less stock written off or found (inventory adjustments)',
            stockAdjustments.map((value) => value.negated()),
          ),
        ],
      }),
      make.line('directCosts', 'Costs of sales expensed directly', directCosts),
    ],
    'Cost of sales',
    costOfSalesTotal,
  );
  const grossProfit = netRevenue.map((value, i) => value.minus(costOfSalesTotal[i]));

  const expenseRows = accountLines('operating-expenses', debitNet);
  const operatingCost = columnsOf(expenseRows);
  const operatingExpenses = make.section('operatingExpenses', 'Operating expenses', toLines(expenseRows), 'Total operating expenses', operatingCost);

  const otherRows = accountLines('other-income', creditNet);
  const otherIncomeTotal = columnsOf(otherRows);
  const otherIncome = make.section('otherIncome', 'Other income', toLines(otherRows), 'Total other income', otherIncomeTotal);

  const operatingProfit = grossProfit.map((value, i) => value.minus(operatingCost[i]).plus(otherIncomeTotal[i]));

  // Finance: income credit-positive, finance costs negative.
  const financeRows = accountLines('finance', creditNet);
  const netFinanceIncome = columnsOf(financeRows);
  const finance = make.section('finance', 'Finance income and costs', toLines(financeRows), 'Net finance income', netFinanceIncome);

  const netProfit = operatingProfit.map((value, i) => value.plus(netFinanceIncome[i]));
  const vatOnSales = moved.map((view) => view.net(ACCOUNT.VAT_PAYABLE).negated());

  // The spec's figures.
  const sumOf = (accounts: readonly string[], values: (code: string) => Decimal[]) => sumColumns(count, accounts.map(values));
  const expenseFigure = (categories: readonly ExpenseCategory[]) => sumOf(categories.map(expenseCategorySlot), debitNet);
  const named = Object.fromEntries(Object.entries(EXPENSE_FIGURES).map(([name, categories]) => [name, expenseFigure(categories)])) as Record<
    keyof typeof EXPENSE_FIGURES,
    Decimal[]
  >;
  const others = operatingCost.map((value, i) => Object.values(named).reduce((rest, figure) => rest.minus(figure[i]), value));
  const f = (values: readonly Decimal[]) => figureOf(values.map((value) => make.format(value)));
  const figures: Record<ProfitAndLossFigure, ReportFigure> = {
    products: f(sumOf(SALES_ACCOUNTS, creditNet)),
    purchases: f(purchases),
    shipping: f(creditNet(ACCOUNT.SHIPPING_INCOME)),
    vat: f(vatOnSales),
    commission: f(creditNet(ACCOUNT.COMMISSION_EARNED)),
    additionalCosts: f(directCosts),
    openingInventory: f(openingInventory),
    closingInventory: f(closingInventory),
    grossProfit: f(grossProfit),
    transportation: f(named.transportation),
    charges: f(named.charges),
    ads: f(named.ads),
    packaging: f(named.packaging),
    rent: f(named.rent),
    assets: f(named.assets),
    utility: f(named.utility),
    others: f(others),
    interestExpense: f(debitNet(expenseCategorySlot('interest_expense'))),
    incomeDiscount: f(debitNet(ACCOUNT.SALES_DISCOUNTS)),
    gift: f(creditNet(ACCOUNT.GIFT_RECEIVED)),
    interest: f(creditNet(ACCOUNT.INTEREST_RECEIVED)),
    salary: f(named.salary),
    total: f(netRevenue),
    operatingCost: f(operatingCost),
    operatingProfit: f(operatingProfit),
    netFinanceIncome: f(netFinanceIncome),
    costOfSales: f(costOfSalesTotal),
    otherIncome: f(otherIncomeTotal),
    netProfit: f(netProfit),
  };
  return {
    periods: columns.map(({ startDate, endDate }) => ({ startDate, endDate })),
    revenue,
    costOfSales,
    grossProfit: make.line('grossProfit', 'Gross profit', grossProfit),
    operatingExpenses,
    otherIncome,
    operatingProfit: make.line('operatingProfit', 'Operating profit', operatingProfit),
    finance,
    netProfit: make.line('netProfit', 'Net profit', netProfit),
    vatOnSales: make.line('vatOnSales', 'VAT charged on sales (memo)', vatOnSales),
    figures,
  };
}
