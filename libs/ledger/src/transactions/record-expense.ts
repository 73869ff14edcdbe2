import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { expenseAccountFor, expenseCategoryFromCode, EXPENSE_CATEGORIES, type Account, type ExpenseCategory } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { parseAmount, roundMoney, type CurrencyCode } from '../money.js';
import {
  adjustmentAmount,
  computeDocumentTotals,
  documentTotalsData,
  MAX_DOCUMENT_ITEMS,
  parseQuantity,
  type AdjustmentsInput,
} from '../posting/document-totals.js';
import { postExpense, postPrepayment } from '../posting/expense.js';
import { parseCreditFlag, parsePaymentBlock, paymentData, type PaymentBlockInput } from '../posting/payment-block.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { EXPENSE_RECORDED, type ExpenseRecordedData } from './document-events.js';
import type { ContactContext } from './known-contact.js';
import type { ExpenseRecorded } from './money-events.js';

/** One line of an expense: what was paid for, how many, at what price. */
export interface ExpenseItemInput {
  description?: unknown;
  quantity?: unknown;
  price?: unknown;
}

export interface RecordExpenseCommand extends AdjustmentsInput, PaymentBlockInput {
  transactionId: string;
  reference: string;
  /** YYYY-MM-DD */
  date: string;
  /** A category of spec 002 §3 by name, or its number (`expenseCategoryFromCode`). */
  category: unknown;
  /** The subtotal as one amount, when there are no `items`. */
  amount?: unknown;
  items?: unknown;
  /** A prepayment: held in 1150 until applied; paid in full now. */
  prepayment?: unknown;
  description?: string;
}

/**
 * Reads an expense category: its name, or its number in the spec's list (the bulk import's
 * numeric code). Income categories are refused (INVALID_EXPENSE_CATEGORY: record them as money in).
 */
export function parseExpenseCategory(input: unknown, field = 'category'): { category: ExpenseCategory; account: Account } {
  if (input === undefined || input === null || input === '') {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (typeof input === 'number' || (typeof input === 'string' && /^\d+$/.test(input.trim()))) {
    const category = expenseCategoryFromCode(input);
    if (category === undefined) {
      throw new LedgerValidationError(
        field,
        `${field} must be an expense category or its number, 1 to ${EXPENSE_CATEGORIES.length}`,
        LEDGER_ERROR_CODES.INVALID_CHOICE,
      );
    }
    return { category, account: expenseAccountFor(category, field) };
  }
  return { category: input as ExpenseCategory, account: expenseAccountFor(input, field) };
}

/** An expense's subtotal: Σ round(quantity × price) of its items, or its `amount`. */
function expenseSubtotal(command: RecordExpenseCommand, currency: CurrencyCode): Decimal {
  const hasItems = command.items !== undefined && command.items !== null;
  const hasAmount = command.amount !== undefined && command.amount !== null && command.amount !== '';
  if (hasItems && hasAmount) throw new LedgerValidationError('amount', 'give either amount or items, not both', LEDGER_ERROR_CODES.INVALID_VALUE);
  if (!hasItems) return parseAmount(command.amount, currency, 'amount', { positive: true });
  if (!Array.isArray(command.items) || command.items.length === 0 || command.items.length > MAX_DOCUMENT_ITEMS) {
    throw new LedgerValidationError(
      'items',
      `items must be a list of 1 to ${MAX_DOCUMENT_ITEMS} { description, quantity, price }`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
  return command.items.reduce<Decimal>((sum, raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new LedgerValidationError(`items[${index}]`, `items[${index}] must be { description, quantity, price }`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const item = raw as ExpenseItemInput;
    optionalText(item.description, `items[${index}].description`, 500);
    const quantity = parseQuantity(item.quantity, `items[${index}].quantity`);
    const price = parseAmount(item.price, currency, `items[${index}].price`, { nonNegative: true });
    return sum.plus(roundMoney(quantity.times(price), currency));
  }, new Decimal(0));
}

/** Whether a flag reads as true: true or "true" (query strings, forms). */
const isTrue = (value: unknown) => parseCreditFlag(value, 'prepayment');

/**
 * Records an expense (LEDGER.md §1, §3, §4): totals from the items or the amount and the
 * adjustments, the payment block (credit needs a contact and due date; paying more than the
 * total is refused), and the category's account. A prepayment is paid in full and held in 1150.
 */
export function decideRecordExpense(command: RecordExpenseCommand, state: BusinessState, context: ContactContext = {}): ExpenseRecorded[] {
  const business = requireBusiness(state);
  const currency = business.currency;
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const { category, account: expenseAccount } = parseExpenseCategory(command.category);
  const prepayment = isTrue(command.prepayment);
  const totals = computeDocumentTotals(expenseSubtotal(command, currency), command, currency);
  if (!totals.total.gt(0)) {
    throw new LedgerValidationError(command.items ? 'items' : 'amount', 'the expense must come to more than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  if (prepayment && parseCreditFlag(command.credit)) {
    throw new LedgerValidationError('credit', 'a prepayment is paid in full when it is recorded: credit must be false', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const block = parsePaymentBlock(command, totals.total, business, { contactExists: context.contactExists });
  const description = optionalText(command.description, 'description', 1000);
  const entityId = block.entityId;

  const lines = prepayment
    ? postPrepayment({ currency, total: totals.total, account: block.account, entityId })
    : postExpense({
        expenseAccount: expenseAccount.code,
        currency,
        subtotal: totals.subtotal,
        discount: adjustmentAmount(totals.discount),
        delivery: adjustmentAmount(totals.delivery),
        tax: adjustmentAmount(totals.tax),
        paid: block.paid,
        balance: block.balance,
        account: block.account,
        entityId,
      });
  const data: ExpenseRecordedData = {
    transactionId,
    reference,
    date,
    currency,
    ...documentTotalsData(totals, currency),
    category,
    payment: paymentData(block, business),
    prepayment,
    ...(description !== undefined ? { description } : {}),
    ...(entityId !== undefined ? { entityId } : {}),
    lines,
  };
  return [{ type: EXPENSE_RECORDED, data }];
}
