import { bankAccountById, type ExistingBusiness } from '../business/business-state.js';
import { ACCOUNT, CHART_OF_ACCOUNTS, accountByCode, type Account } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import { currencyScale, parseAmount, type CurrencyCode } from '../money.js';
import { optionalText } from '../validation.js';

/** One line as a client sends it: an account (a code, or a bank account's id for 1010), the contact where the account keeps one, one side. */
export interface JournalLineInput {
  account?: unknown;
  contact?: unknown;
  description?: unknown;
  debit?: unknown;
  credit?: unknown;
}

/** What a journal decider reads besides the business: whether a contact is this business's. */
export interface JournalContext {
  contactExists(contactId: string): boolean;
}

/** A line read and checked, before it joins the entry. */
export interface ParsedJournalLine {
  account: string;
  subAccount?: string;
  contactId?: string;
  memo?: string;
  side: 'debit' | 'credit';
  amount: Decimal;
}

export const MAX_JOURNAL_LINES = 200;

/**
 * Accounts a journal may not touch, and what to use instead. Each is kept by a sub-ledger that a
 * bare journal line would put out of step with the books: inventory per product at its moving
 * average (LEDGER.md §5), fixed assets per asset in the register (§6).
 */
const NOT_POSTABLE: Readonly<Record<string, string>> = {
  [ACCOUNT.INVENTORY_GOODS]: 'Inventory is kept per product at its moving-average cost: record a stock adjustment, or a product’s opening stock, instead',
  [ACCOUNT.INVENTORY_RAW_MATERIALS]: 'Raw materials are kept per material at their moving-average cost: record their stock on the production pages instead',
  [ACCOUNT.WORK_IN_PROGRESS]: 'Work in progress is kept by production: move raw materials to work in progress on the production pages instead',
  [ACCOUNT.FIXED_ASSETS_COST]: 'Fixed assets are kept by the asset register: buy, sell or depreciate the asset on the asset pages instead',
  [ACCOUNT.ACCUMULATED_DEPRECIATION]: 'Depreciation is kept by the asset register: depreciate or sell the asset on the asset pages instead',
};

/** Why a journal may not post to this account, or undefined when it may. */
export function notPostableReason(code: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(NOT_POSTABLE, code) ? NOT_POSTABLE[code] : undefined;
}

/** The accounts whose lines carry the contact (LEDGER.md §2): receivables, prepayments, payables, customer advances. */
export const accountNeedsContact = (account: Account): boolean => account.dimension === 'contact';

const CONTACT_ACCOUNTS = CHART_OF_ACCOUNTS.filter(accountNeedsContact)
  .map((account) => account.code)
  .join(', ');

/** Every account of the chart as a journal's picker offers it: postable or not (with the reason), and whether it needs a contact. */
export function journalAccounts(): { code: string; name: string; type: Account['type']; needsContact: boolean; notPostable?: string }[] {
  return CHART_OF_ACCOUNTS.map((account) => ({
    code: account.code,
    name: account.name,
    type: account.type,
    needsContact: accountNeedsContact(account),
    ...(notPostableReason(account.code) ? { notPostable: notPostableReason(account.code) } : {}),
  }));
}

/** An optional amount: blank or absent is zero. */
function optionalAmount(input: unknown, currency: CurrencyCode, field: string): Decimal {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return new Decimal(0);
  return parseAmount(input, currency, field, { nonNegative: true });
}

/** Reads one line: its account (refusing the sub-ledgers' accounts), its contact where needed, exactly one side. */
export function parseJournalLine(input: unknown, index: number, business: ExistingBusiness, context: JournalContext): ParsedJournalLine {
  const at = `lines[${index}]`;
  const number = index + 1;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new LedgerValidationError(at, `Line ${number} must be an object with an account and a debit or a credit`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const line = input as JournalLineInput;
  const accountText = typeof line.account === 'string' ? line.account.trim() : line.account;
  if (accountText === undefined || accountText === null || accountText === '') {
    throw new LedgerValidationError(`${at}.account`, `Line ${number}: choose an account`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (typeof accountText !== 'string')
    throw new LedgerValidationError(`${at}.account`, `Line ${number}: account must be text`, LEDGER_ERROR_CODES.INVALID_VALUE);

  // A bank account's id stands for cash at bank (1010) with that bank account, as the payment block takes it.
  let account: Account | undefined;
  let subAccount: string | undefined;
  if (bankAccountById(business, accountText)) {
    account = accountByCode(ACCOUNT.CASH_AT_BANK);
    subAccount = accountText;
  } else {
    account = accountByCode(accountText);
    if (!account) {
      throw unknownReferenceError(
        `${at}.account`,
        `Line ${number}: ${accountText} is neither an account of the chart nor one of the business's bank accounts`,
        accountText,
        {
          notFound: LEDGER_ERROR_CODES.BANK_ACCOUNT_NOT_FOUND,
          unknown: LEDGER_ERROR_CODES.UNKNOWN_ACCOUNT,
        },
      );
    }
    if (account.code === ACCOUNT.CASH_AT_BANK) {
      throw new LedgerValidationError(
        `${at}.account`,
        `Line ${number}: cash at bank (1010) is kept per bank account: choose the bank account`,
        LEDGER_ERROR_CODES.REQUIRED,
      );
    }
    const refused = notPostableReason(account.code);
    if (refused)
      throw new LedgerValidationError(
        `${at}.account`,
        `Line ${number}: ${account.code} ${account.name} cannot take a journal. ${refused}`,
        LEDGER_ERROR_CODES.ACCOUNT_NOT_POSTABLE,
      );
  }

  const contactText = typeof line.contact === 'string' ? line.contact.trim() : line.contact;
  const hasContact = !(contactText === undefined || contactText === null || contactText === '');
  let contactId: string | undefined;
  if (accountNeedsContact(account!)) {
    if (!hasContact) {
      throw new LedgerValidationError(
        `${at}.contact`,
        `Line ${number}: ${account!.code} ${account!.name} is kept per contact: choose the contact`,
        LEDGER_ERROR_CODES.ENTITY_REQUIRED,
      );
    }
    if (typeof contactText !== 'string' || !context.contactExists(contactText)) {
      throw unknownReferenceError(`${at}.contact`, `Line ${number}: the contact is not one of the business's contacts`, contactText, {
        notFound: LEDGER_ERROR_CODES.CONTACT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.UNKNOWN_CONTACT,
      });
    }
    contactId = contactText;
  } else if (hasContact) {
    throw new LedgerValidationError(
      `${at}.contact`,
      `Line ${number}: only ${CONTACT_ACCOUNTS} keep a contact; leave the contact out on ${account!.code} ${account!.name}`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }

  const currency = business.currency;
  const debit = optionalAmount(line.debit, currency, `${at}.debit`);
  const credit = optionalAmount(line.credit, currency, `${at}.credit`);
  if (debit.isZero() && credit.isZero()) {
    throw new LedgerValidationError(`${at}.debit`, `Line ${number}: enter a debit or a credit greater than zero`, LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  if (!debit.isZero() && !credit.isZero()) {
    throw new LedgerValidationError(`${at}.credit`, `Line ${number}: a line is a debit or a credit, not both`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const memo = optionalText(line.description, `${at}.description`, 500);
  return {
    account: account!.code,
    ...(subAccount !== undefined ? { subAccount } : {}),
    ...(contactId !== undefined ? { contactId } : {}),
    ...(memo !== undefined ? { memo } : {}),
    side: debit.isZero() ? 'credit' : 'debit',
    amount: debit.isZero() ? credit : debit,
  };
}

/** Reads the lines array (at most MAX_JOURNAL_LINES). */
export function parseJournalLines(input: unknown, business: ExistingBusiness, context: JournalContext): ParsedJournalLine[] {
  if (!Array.isArray(input)) throw new LedgerValidationError('lines', 'lines must be a list of journal lines', LEDGER_ERROR_CODES.REQUIRED);
  if (input.length > MAX_JOURNAL_LINES) {
    throw new LedgerValidationError('lines', `A journal has at most ${MAX_JOURNAL_LINES} lines`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return input.map((line, index) => parseJournalLine(line, index, business, context));
}

/** Σ debit and Σ credit of parsed lines, exactly. */
export function sideTotals(lines: readonly ParsedJournalLine[]): { debits: Decimal; credits: Decimal } {
  let debits = new Decimal(0);
  let credits = new Decimal(0);
  for (const line of lines) {
    if (line.side === 'debit') debits = debits.plus(line.amount);
    else credits = credits.plus(line.amount);
  }
  return { debits, credits };
}

/** The lines as journal lines, in the order given, through the one balance check (JournalBuilder.build → assertBalanced). */
export function buildJournalLines(lines: readonly ParsedJournalLine[], currency: CurrencyCode): JournalLine[] {
  const builder = new JournalBuilder(currency);
  for (const line of lines) {
    const dimensions = {
      ...(line.subAccount !== undefined ? { subAccount: line.subAccount } : {}),
      ...(line.contactId !== undefined ? { contactId: line.contactId } : {}),
      ...(line.memo !== undefined ? { memo: line.memo } : {}),
    };
    if (line.side === 'debit') builder.debit(line.account, line.amount, dimensions);
    else builder.credit(line.account, line.amount, dimensions);
  }
  return builder.build();
}

/** '1500.00' in the currency's scale. */
export const amountText = (amount: Decimal, currency: CurrencyCode): string => amount.toFixed(currencyScale(currency));
