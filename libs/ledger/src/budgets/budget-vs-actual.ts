import { accountByCode } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { currencyScale, formatAmount, type CurrencyCode } from '../money.js';
import { isProfitAndLossAccount } from '../reports/report-accounts.js';
import { BUDGET_MONTHS, budgetMonths, budgetSideOf, type BudgetContent, type BudgetSide } from './budgets.js';

/** One account's journal lines in one month, summed (what the read model's one query gives). */
export interface MonthlyMovement {
  account: string;
  /** YYYY-MM. */
  month: string;
  debit: string;
  credit: string;
}

/** Budget against actual for one month, or for a line's year. */
export interface BudgetFigure {
  budget: string;
  actual: string;
  /** actual − budget: over budget (an expense) or ahead of plan (income) when positive. */
  variance: string;
  /** actual ÷ budget × 100, two places; null when nothing was budgeted. */
  percentUsed: string | null;
  /** An expense line that spent more than planned (income never is). */
  overBudget: boolean;
}

export interface BudgetLineVsActual {
  account: string;
  name: string;
  side: BudgetSide;
  months: BudgetFigure[];
  total: BudgetFigure;
}

export interface BudgetVsActual {
  months: string[];
  lines: BudgetLineVsActual[];
  /** Income lines and expense lines summed per month and for the year. */
  income: { months: BudgetFigure[]; total: BudgetFigure };
  expense: { months: BudgetFigure[]; total: BudgetFigure };
  /**
   * Profit-loss budgets: budgeted net profit (income lines − expense lines) against the actual net
   * profit of the books, every profit-and-loss account counted (also those the budget leaves out),
   * so the actual is the profit and loss's own net profit for the month.
   */
  netProfit?: { months: BudgetFigure[]; total: BudgetFigure };
}

function figure(budget: Decimal, actual: Decimal, side: BudgetSide, currency: CurrencyCode): BudgetFigure {
  const percent = budget.isZero() ? null : actual.div(budget).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    budget: formatAmount(budget, currency),
    actual: formatAmount(actual, currency),
    variance: formatAmount(actual.minus(budget), currency),
    percentUsed: percent === null ? null : (percent.isZero() ? new Decimal(0) : percent).toFixed(2),
    overBudget: side === 'expense' && actual.gt(budget),
  };
}

const zeros = (): Decimal[] => Array.from({ length: BUDGET_MONTHS }, () => new Decimal(0));

/**
 * Budget vs actual per line and month: the actual of an income account is credit − debit of its
 * journal lines in the month, of a cost or expense account debit − credit. Movements of months
 * outside the budget are ignored; those of accounts without a line count towards net profit only.
 */
export function budgetVsActual(
  budget: Pick<BudgetContent, 'kind' | 'firstMonth' | 'lines'>,
  movements: readonly MonthlyMovement[],
  currency: CurrencyCode,
): BudgetVsActual {
  const months = budgetMonths(budget.firstMonth);
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  // credit − debit per account and month: income reads it as it is, costs negated.
  const net = new Map<string, Decimal[]>();
  const netProfitActual = zeros();
  for (const movement of movements) {
    const index = monthIndex.get(movement.month);
    if (index === undefined) continue;
    const amount = new Decimal(movement.credit).minus(movement.debit);
    const row = net.get(movement.account) ?? zeros();
    row[index] = row[index]!.plus(amount);
    net.set(movement.account, row);
    if (isProfitAndLossAccount(movement.account)) netProfitActual[index] = netProfitActual[index]!.plus(amount);
  }

  const sums = { income: { budget: zeros(), actual: zeros() }, expense: { budget: zeros(), actual: zeros() } };
  const lines = budget.lines.map((line): BudgetLineVsActual => {
    const side = budgetSideOf(line.account);
    const sign = side === 'income' ? 1 : -1;
    const actuals = (net.get(line.account) ?? zeros()).map((amount) => amount.times(sign));
    const budgets = line.amounts.map((amount) => new Decimal(amount));
    budgets.forEach((amount, index) => {
      sums[side].budget[index] = sums[side].budget[index]!.plus(amount);
      sums[side].actual[index] = sums[side].actual[index]!.plus(actuals[index]!);
    });
    return {
      account: line.account,
      name: accountByCode(line.account)?.name ?? `Account ${line.account}`,
      side,
      months: budgets.map((amount, index) => figure(amount, actuals[index]!, side, currency)),
      total: figure(sum(budgets), sum(actuals), side, currency),
    };
  });

  const group = (side: BudgetSide) => ({
    months: sums[side].budget.map((amount, index) => figure(amount, sums[side].actual[index]!, side, currency)),
    total: figure(sum(sums[side].budget), sum(sums[side].actual), side, currency),
  });
  const result: BudgetVsActual = { months, lines, income: group('income'), expense: group('expense') };
  if (budget.kind === 'profit-loss') {
    const budgeted = sums.income.budget.map((amount, index) => amount.minus(sums.expense.budget[index]!));
    result.netProfit = {
      months: budgeted.map((amount, index) => figure(amount, netProfitActual[index]!, 'income', currency)),
      total: figure(sum(budgeted), sum(netProfitActual), 'income', currency),
    };
  }
  return result;
}

function sum(amounts: readonly Decimal[]): Decimal {
  return amounts.reduce((total, amount) => total.plus(amount), new Decimal(0));
}

/**
 * A yearly amount spread evenly over `months` months at the currency's scale: each month gets the
 * amount ÷ months rounded down to a minor unit, and the minor units left over go one each to the
 * first months, so the months always add up to the amount exactly (100.00 → 8.34 × 4, 8.33 × 8).
 */
export function spreadEvenly(amount: Decimal | string, currency: CurrencyCode, months = BUDGET_MONTHS): string[] {
  const scale = currencyScale(currency);
  const minor = new Decimal(amount).times(new Decimal(10).pow(scale));
  if (!minor.isInteger() || minor.isNegative()) throw new Error(`Cannot spread ${String(amount)} in ${currency}`);
  const each = minor.divToInt(months);
  const left = minor.minus(each.times(months)).toNumber();
  return Array.from({ length: months }, (_, index) => formatAmount(each.plus(index < left ? 1 : 0).div(new Decimal(10).pow(scale)), currency));
}
