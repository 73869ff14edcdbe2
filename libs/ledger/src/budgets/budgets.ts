import { CHART_OF_ACCOUNTS, accountByCode, type Account, type AccountType } from '../chart-of-accounts.js';
import { monthEnd, monthStart } from '../calendar/calendar-dates.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount, type CurrencyCode } from '../money.js';
import { EARLIEST_DATE, isDateInRange, LATEST_DATE } from '../validation.js';

/**
 * Budgets (spec 002 §2 /budget/profit-loss and /budget/line-item; docs/budgets.md): a plan of
 * twelve months to compare the books against. A budget posts nothing to the ledger: its events
 * only keep the plan, and budget vs actual reads the journal lines beside it.
 *
 * - `profit-loss`: any account of the profit and loss (income, cost of sales, expenses; the
 *   sales discounts too, a cost against revenue), month by month;
 * - `line-item`: chosen expense lines (cost of sales and the expense categories' accounts).
 */
export const BUDGET_KINDS = ['profit-loss', 'line-item'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** Every budget covers twelve months from its first month. */
export const BUDGET_MONTHS = 12;
export const BUDGET_NAME_MAX_LENGTH = 100;

export interface BudgetLine {
  /** The chart-of-accounts code (LEDGER.md §2). */
  account: string;
  /** Twelve decimal strings at the currency's scale, the first for `firstMonth`. */
  amounts: string[];
}

/** What a budget says, as its events carry it. */
export interface BudgetContent {
  name: string;
  kind: BudgetKind;
  /** YYYY-MM. */
  firstMonth: string;
  lines: BudgetLine[];
}

export const BUDGET_CREATED = 'BudgetCreated';
export const BUDGET_UPDATED = 'BudgetUpdated';
export const BUDGET_DELETED = 'BudgetDeleted';

export interface BudgetCreatedData extends BudgetContent {
  budgetId: string;
}
/** The whole budget again (its kind never changes): the lines are replaced, not patched. */
export interface BudgetUpdatedData {
  budgetId: string;
  name: string;
  firstMonth: string;
  lines: BudgetLine[];
}
/** Archived: off the lists and unreadable, its events kept for ever. */
export interface BudgetDeletedData {
  budgetId: string;
}

export type BudgetEvent =
  | { type: typeof BUDGET_CREATED; data: BudgetCreatedData }
  | { type: typeof BUDGET_UPDATED; data: BudgetUpdatedData }
  | { type: typeof BUDGET_DELETED; data: BudgetDeletedData };

/** Which accounts each kind may plan. */
const KIND_ACCOUNT_TYPES: Readonly<Record<BudgetKind, readonly AccountType[]>> = {
  'profit-loss': ['income', 'contra-income', 'other-income', 'finance-income', 'cost-of-sales', 'expense'],
  'line-item': ['cost-of-sales', 'expense'],
};

/** The accounts a budget of this kind may have lines for, by code. */
export function budgetAccounts(kind: BudgetKind): readonly Account[] {
  return CHART_OF_ACCOUNTS.filter((account) => KIND_ACCOUNT_TYPES[kind].includes(account.type));
}

/**
 * Which way an account's actual reads: `income` accounts (credit-normal) as credit − debit, the
 * others (costs, expenses, sales discounts) as debit − credit, so that both are positive normally.
 */
export type BudgetSide = 'income' | 'expense';
export function budgetSideOf(code: string): BudgetSide {
  return accountByCode(code)?.normalBalance === 'credit' ? 'income' : 'expense';
}

export function isBudgetKind(value: unknown): value is BudgetKind {
  return typeof value === 'string' && (BUDGET_KINDS as readonly string[]).includes(value);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The twelve months of a budget from its first (YYYY-MM each). */
export function budgetMonths(firstMonth: string): string[] {
  return Array.from({ length: BUDGET_MONTHS }, (_, index) => monthStart(`${firstMonth}-01`, index).slice(0, 7));
}

/** The dates a budget covers: the first day of its first month to the last day of its twelfth. */
export function budgetPeriod(firstMonth: string): { startDate: string; endDate: string } {
  const months = budgetMonths(firstMonth);
  return { startDate: `${months[0]}-01`, endDate: monthEnd(`${months[BUDGET_MONTHS - 1]}-01`) };
}

function invalid(field: string, message: string, code: (typeof LEDGER_ERROR_CODES)[keyof typeof LEDGER_ERROR_CODES] = LEDGER_ERROR_CODES.INVALID_VALUE): never {
  throw new LedgerValidationError(field, message, code);
}

/**
 * Reads a budget from a request (POST or PUT /budgets): a name, a kind, a first month (YYYY-MM)
 * and lines of a known account of the kind with twelve amounts each, none negative, none with more
 * decimals than the currency has, no account twice. Amounts come back at the currency's scale.
 */
export function parseBudget(input: { name?: unknown; kind?: unknown; firstMonth?: unknown; lines?: unknown }, currency: CurrencyCode): BudgetContent {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') invalid('name', 'name is required', LEDGER_ERROR_CODES.REQUIRED);
  if (name.length > BUDGET_NAME_MAX_LENGTH) invalid('name', `name must be at most ${BUDGET_NAME_MAX_LENGTH} characters`);
  if (input.kind === undefined || input.kind === null || input.kind === '') invalid('kind', 'kind is required', LEDGER_ERROR_CODES.REQUIRED);
  if (!isBudgetKind(input.kind)) invalid('kind', `kind must be one of: ${BUDGET_KINDS.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  const kind = input.kind;
  if (input.firstMonth === undefined || input.firstMonth === null || input.firstMonth === '')
    invalid('firstMonth', 'firstMonth is required', LEDGER_ERROR_CODES.REQUIRED);
  if (typeof input.firstMonth !== 'string' || !MONTH.test(input.firstMonth) || input.firstMonth < '0001-01' || input.firstMonth > '9998-12')
    invalid('firstMonth', 'firstMonth must be a month as YYYY-MM, e.g. 2026-01', LEDGER_ERROR_CODES.INVALID_DATE);
  const firstMonth = input.firstMonth;
  // The twelve months must fall among the dates the books take (validation.ts), as every document's date does.
  if (!isDateInRange(`${firstMonth}-01`) || !isDateInRange(budgetPeriod(firstMonth).endDate))
    invalid(
      'firstMonth',
      `firstMonth must be between ${EARLIEST_DATE.slice(0, 7)} and ${LATEST_DATE.slice(0, 4)}-01 (a budget runs twelve months)`,
      LEDGER_ERROR_CODES.INVALID_DATE,
    );
  if (!Array.isArray(input.lines) || input.lines.length === 0)
    invalid('lines', 'lines must list at least one account with its amounts', LEDGER_ERROR_CODES.REQUIRED);

  const allowed = new Set(budgetAccounts(kind).map((account) => account.code));
  const seen = new Set<string>();
  const lines = (input.lines as unknown[]).map((raw, index): BudgetLine => {
    const field = `lines[${index}]`;
    if (typeof raw !== 'object' || raw === null) invalid(field, `${field} must be an object with account and amounts`);
    const { account, amounts } = raw as { account?: unknown; amounts?: unknown };
    const code = typeof account === 'number' ? String(account) : account;
    if (typeof code !== 'string' || code === '') invalid(`${field}.account`, `${field}.account is required`, LEDGER_ERROR_CODES.REQUIRED);
    if (!allowed.has(code)) {
      const what = kind === 'line-item' ? 'an expense account (cost of sales or an expense category)' : 'an income, cost of sales or expense account';
      invalid(`${field}.account`, `${field}.account ${code} is not ${what} of the chart of accounts`, LEDGER_ERROR_CODES.UNKNOWN_ACCOUNT);
    }
    if (seen.has(code)) invalid(`${field}.account`, `${field}.account ${code} is listed twice: one line per account`, LEDGER_ERROR_CODES.BUDGET_DUPLICATE_LINE);
    seen.add(code);
    if (!Array.isArray(amounts) || amounts.length !== BUDGET_MONTHS)
      invalid(`${field}.amounts`, `${field}.amounts must list ${BUDGET_MONTHS} amounts, one per month`);
    return {
      account: code,
      amounts: amounts.map((amount, month) => formatAmount(parseAmount(amount, currency, `${field}.amounts[${month}]`, { nonNegative: true }), currency)),
    };
  });
  return { name, kind, firstMonth, lines };
}

/** What the deciders know of a budget: read from the read model inside the append. */
export interface BudgetState {
  kind: BudgetKind;
  deleted: boolean;
}

const notFound = (): never => invalid('id', 'Budget not found', LEDGER_ERROR_CODES.BUDGET_NOT_FOUND);

/** POST /budgets. */
export function decideCreateBudget(
  command: { budgetId: string; input: Parameters<typeof parseBudget>[0] },
  context: { currency: CurrencyCode },
): BudgetEvent[] {
  const budget = parseBudget(command.input, context.currency);
  return [{ type: BUDGET_CREATED, data: { budgetId: command.budgetId, ...budget } }];
}

/** PUT /budgets/{id}: the whole budget again; its kind stays. Another business's, or a deleted one: 404. */
export function decideUpdateBudget(
  command: { budgetId: string; input: Parameters<typeof parseBudget>[0] },
  context: { currency: CurrencyCode; budget: BudgetState | undefined },
): BudgetEvent[] {
  const current = context.budget;
  if (!current || current.deleted) return notFound();
  const input = { ...command.input, kind: command.input.kind ?? current.kind };
  if (input.kind !== current.kind) invalid('kind', `kind cannot change: this is a ${current.kind} budget`, LEDGER_ERROR_CODES.BUDGET_KIND_CHANGED);
  const { name, firstMonth, lines } = parseBudget(input, context.currency);
  return [{ type: BUDGET_UPDATED, data: { budgetId: command.budgetId, name, firstMonth, lines } }];
}

/** DELETE /budgets/{id}: archived, never erased. */
export function decideDeleteBudget(command: { budgetId: string }, context: { budget: BudgetState | undefined }): BudgetEvent[] {
  if (!context.budget || context.budget.deleted) return notFound();
  return [{ type: BUDGET_DELETED, data: { budgetId: command.budgetId } }];
}
