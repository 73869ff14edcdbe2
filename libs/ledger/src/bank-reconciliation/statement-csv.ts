import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { currencyScale, formatAmount, parseAmount, parseCurrency, type CurrencyCode } from '../money.js';
import { isDateInRange, isIsoDate } from '../validation.js';

/**
 * A bank statement as the bank exports it (docs/bank-reconciliation.md): the CSV text is parsed at
 * the API's edge with csv-parse; this reads its records. Banks put a preamble above the header,
 * name their columns each their own way, list newest or oldest first, and write amounts with
 * currency signs, thousands separators, parentheses or CR/DR: all of it is read here into lines
 * of signed amounts at the currency's scale, each with its running balance.
 */

export interface StatementLine {
  /** 1-based row number in the file (for error messages). */
  row: number;
  /** YYYY-MM-DD */
  date: string;
  /** Trimmed, '' allowed. */
  description: string;
  /** Trimmed, '' when no column. */
  reference: string;
  /** Signed decimal string at the currency's scale: + money in (statement credit), − money out (debit). */
  amount: string;
  /** Running balance after this line (from the Balance column, or computed). */
  balance: string;
}

export interface StatementRowError {
  row: number | null;
  message: string;
}

export type StatementReading =
  | { ok: true; lines: StatementLine[]; openingBalance: string; closingBalance: string; startDate: string; endDate: string }
  | { ok: false; errors: StatementRowError[] };

/** Most lines one statement may hold. */
export const MAX_STATEMENT_LINES = 10_000;
/** The header is looked for in this many records from the top (below the bank's preamble). */
export const STATEMENT_HEADER_SEARCH_ROWS = 30;
/** Most errors reported for one file: enough to fix a file, not a wall of text. */
export const MAX_STATEMENT_ERRORS = 50;

type StatementColumn = 'date' | 'valueDate' | 'description' | 'reference' | 'debit' | 'credit' | 'amount' | 'balance';

/**
 * Header names by column, compared lower-case with everything but letters and digits removed
 * ("Ref. No" is "refno"). A value date is only the fallback: the transaction or posting date is
 * when the money moved in the bank's own books.
 */
export const STATEMENT_COLUMN_NAMES: Readonly<Record<StatementColumn, readonly string[]>> = {
  date: ['Date', 'Trans Date', 'Transaction Date', 'Txn Date', 'Posted Date', 'Posting Date'],
  valueDate: ['Value Date'],
  description: ['Description', 'Narration', 'Narrative', 'Details', 'Transaction Details', 'Remarks', 'Particulars'],
  reference: ['Reference', 'Ref', 'Ref No', 'Reference No', 'Reference Number', 'Cheque No', 'Chq No'],
  debit: ['Debit', 'Debits', 'Withdrawal', 'Withdrawals', 'Money Out', 'Paid Out', 'Dr', 'Debit Amount'],
  credit: ['Credit', 'Credits', 'Deposit', 'Deposits', 'Lodgement', 'Lodgements', 'Money In', 'Paid In', 'Cr', 'Credit Amount'],
  amount: ['Amount'],
  balance: ['Balance', 'Running Balance', 'Closing Balance', 'Available Balance'],
};

const normaliseHeader = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const COLUMN_BY_NAME = new Map<string, StatementColumn>(
  (Object.entries(STATEMENT_COLUMN_NAMES) as [StatementColumn, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name): [string, StatementColumn] => [normaliseHeader(name), column]),
  ),
);

interface StatementHeader {
  /** Index of the header among the records. */
  index: number;
  date: number;
  description?: number;
  reference?: number;
  debit?: number;
  credit?: number;
  amount?: number;
  balance?: number;
}

/** Where each column is in `record`, or undefined when it is not a statement's header. The first column of a kind wins. */
function readHeader(record: string[], index: number): StatementHeader | undefined {
  const found: Partial<Record<StatementColumn, number>> = {};
  record.forEach((cell, position) => {
    const column = COLUMN_BY_NAME.get(normaliseHeader(cell));
    if (column !== undefined && found[column] === undefined) found[column] = position;
  });
  const date = found.date ?? found.valueDate;
  if (date === undefined) return undefined;
  const debitAndCredit = found.debit !== undefined && found.credit !== undefined;
  if (!debitAndCredit && found.amount === undefined) return undefined;
  return {
    index,
    date,
    description: found.description,
    reference: found.reference,
    // With both, the Debit and Credit columns are the figures: an Amount beside them is their sum or a copy.
    ...(debitAndCredit ? { debit: found.debit, credit: found.credit } : { amount: found.amount }),
    balance: found.balance,
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A time of day after the date ("05/11/2026 14:03", "2026-11-05T14:03:00", "05/11/2026 2:03 PM"): ignored. */
const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s?[AaPp][Mm])?)?`;
/** DD/MM/YYYY and D/M/YYYY; DD-MM-YYYY. Day first always: Nigerian banks never write MM/DD. */
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})([/-])(\d{1,2})\2(\d{4})${TIME}$`);
const YEAR_MONTH_DAY = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`);
/** DD-MMM-YYYY, D-MMM-YYYY, DD MMM YYYY, DD-MMM-YY. */
const DAY_MONTH_NAME_YEAR = new RegExp(String.raw`^(\d{1,2})([- ])([A-Za-z]{3})\2(\d{4}|\d{2})${TIME}$`);

const iso = (year: string, month: string, day: string): string => `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;

/** A statement's date as YYYY-MM-DD, or undefined when it is not a real date in one of the bank formats. */
export function parseStatementDate(text: string): string | undefined {
  const cell = text.trim();
  let date: string | undefined;
  let match: RegExpExecArray | null;
  if ((match = DAY_MONTH_YEAR.exec(cell))) date = iso(match[4], match[3], match[1]);
  else if ((match = YEAR_MONTH_DAY.exec(cell))) date = iso(match[1], match[2], match[3]);
  else if ((match = DAY_MONTH_NAME_YEAR.exec(cell))) {
    const month = MONTHS.indexOf(match[3].toLowerCase());
    if (month < 0) return undefined;
    // Two-digit years as dayjs reads them: 69–99 are 19xx, 00–68 are 20xx.
    const year = match[4].length === 2 ? String((Number(match[4]) > 68 ? 1900 : 2000) + Number(match[4])) : match[4];
    date = iso(year, String(month + 1), match[1]);
  }
  return date !== undefined && isIsoDate(date) && isDateInRange(date) ? date : undefined;
}

type AmountReading = { value: Decimal } | { empty: true } | { error: string };

/**
 * An amount as banks write it: "₦1,234.50", "NGN 1,234.50", "(1,234.50)" (negative), "-500",
 * and on a balance "5,000.00 CR" (+) or "5,000.00 DR" (−). The plain decimal left over is read by
 * `parseAmount`, so the currency's scale and the ledger's 15 integer digits hold here too.
 */
function readAmount(text: string, currency: CurrencyCode, options: { creditDebitSuffix?: boolean } = {}): AmountReading {
  const written = text.trim();
  let cell = written.replace(new RegExp(`₦|NGN|${currency}`, 'gi'), '').replace(/[,\s]/g, '');
  if (cell === '' || cell === '-') return { empty: true };
  let negative = false;
  if (options.creditDebitSuffix) {
    const suffix = /(CR|DR)$/i.exec(cell);
    if (suffix) {
      negative = suffix[1].toUpperCase() === 'DR';
      cell = cell.slice(0, -2);
    }
  }
  const parenthesised = /^\((.*)\)$/.exec(cell);
  if (parenthesised) {
    negative = !negative;
    cell = parenthesised[1];
  }
  try {
    const value = parseAmount(cell, currency, 'amount');
    return { value: negative ? value.negated() : value };
  } catch (error) {
    if (!(error instanceof LedgerValidationError)) throw error;
    const scale = currencyScale(currency);
    if (error.code === LEDGER_ERROR_CODES.AMOUNT_TOO_MANY_DECIMALS) {
      return {
        error:
          scale === 0
            ? `"${written}" is not a whole number (${currency} has no minor unit)`
            : `"${written}" has more than ${scale} decimal places (${currency} has ${scale})`,
      };
    }
    if (error.code === LEDGER_ERROR_CODES.AMOUNT_TOO_LARGE) return { error: `"${written}" is too large an amount` };
    return { error: `"${written}" is not an amount` };
  }
}

/** "1234567.5" at NGN's scale → "1,234,567.50", as the statement shows it (for messages). */
export function formatStatementAmount(amount: Decimal | string, currency: CurrencyCode): string {
  const fixed = formatAmount(amount, currency);
  const [whole, fraction] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${fixed.startsWith('-') ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

const isBlank = (record: string[]): boolean => record.every((cell) => (cell ?? '').trim() === '');
const cellOf = (record: string[], index: number | undefined): string => (index === undefined ? '' : (record[index] ?? '').trim());
const rowError = (row: number, message: string): StatementRowError => ({ row, message: `Row ${row}: ${message}` });

interface ReadRow {
  row: number;
  date: string;
  description: string;
  reference: string;
  amount: Decimal;
  /** From the Balance column, when there is one. */
  balance?: Decimal;
}

/**
 * Reads a bank statement's records (the whole file, preamble included) in the business's currency.
 * Without a Balance column the statement's closing balance must be given: the running balances
 * are computed back from it. Every problem found is listed (up to 50), each naming its row.
 */
export function readBankStatement(records: string[][], options: { currency: string; closingBalance?: string }): StatementReading {
  const currency = parseCurrency(options.currency);
  let header: StatementHeader | undefined;
  for (let index = 0; index < Math.min(records.length, STATEMENT_HEADER_SEARCH_ROWS) && !header; index++) header = readHeader(records[index], index);
  if (!header) {
    return { ok: false, errors: [{ row: null, message: 'No header row found: the statement needs a Date column and Debit and Credit (or Amount) columns' }] };
  }

  const body = records.map((record, index) => ({ record, row: index + 1 })).slice(header.index + 1);
  const filled = body.filter(({ record }) => !isBlank(record));
  // Rows after the last dated one are the bank's totals and closing balance, not lines.
  let lastDated = filled.length - 1;
  while (lastDated >= 0 && cellOf(filled[lastDated].record, header.date) === '') lastDated--;
  const candidates = filled.slice(0, lastDated + 1);
  if (candidates.length === 0) return { ok: false, errors: [{ row: null, message: 'The statement has no lines' }] };
  if (candidates.length > MAX_STATEMENT_LINES) {
    return { ok: false, errors: [{ row: null, message: `A statement can have at most ${MAX_STATEMENT_LINES.toLocaleString('en-US')} lines` }] };
  }

  const errors: StatementRowError[] = [];
  const rows: ReadRow[] = [];
  for (const { record, row } of candidates) {
    const read = readRow(record, row, header, currency, errors);
    if (read) rows.push(read);
  }

  const closing = readAmount(options.closingBalance ?? '', currency, { creditDebitSuffix: true });
  const closingGiven = 'value' in closing ? closing.value : undefined;
  if ('error' in closing) errors.push({ row: null, message: `The closing balance ${closing.error}` });
  else if (header.balance === undefined && closingGiven === undefined) {
    errors.push({ row: null, message: 'The statement has no Balance column: enter its closing balance' });
  }
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, MAX_STATEMENT_ERRORS) };

  if (listsNewestFirst(rows, header.balance !== undefined)) rows.reverse();

  const lines = header.balance === undefined ? computeBalances(rows, closingGiven!, currency) : checkBalances(rows, currency, errors);
  if (header.balance !== undefined && closingGiven !== undefined && errors.length === 0) {
    const last = new Decimal(lines[lines.length - 1].balance);
    if (!last.eq(closingGiven)) {
      errors.push({
        row: null,
        message: `The closing balance ${formatStatementAmount(closingGiven, currency)} is not the statement's last balance (${formatStatementAmount(last, currency)})`,
      });
    }
  }
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, MAX_STATEMENT_ERRORS) };

  const first = lines[0];
  const last = lines[lines.length - 1];
  return {
    ok: true,
    lines,
    openingBalance: formatAmount(new Decimal(first.balance).minus(first.amount), currency),
    closingBalance: last.balance,
    startDate: first.date,
    endDate: last.date,
  };
}

/**
 * Banks list oldest first or newest first; the lines are kept oldest first. The dates tell, unless
 * every line is of one day: then the balances do, when the statement has them.
 */
function listsNewestFirst(rows: ReadRow[], withBalances: boolean): boolean {
  const first = rows[0].date;
  const last = rows[rows.length - 1].date;
  if (first !== last) return first > last;
  return withBalances && !balancesChain(rows) && balancesChain([...rows].reverse());
}

const balancesChain = (rows: ReadRow[]): boolean => rows.every((row, index) => index === 0 || row.balance!.eq(rows[index - 1].balance!.plus(row.amount)));

function readRow(record: string[], row: number, header: StatementHeader, currency: CurrencyCode, errors: StatementRowError[]): ReadRow | undefined {
  const before = errors.length;
  const dateText = cellOf(record, header.date);
  const date = parseStatementDate(dateText);
  if (dateText === '') errors.push(rowError(row, 'no date'));
  else if (date === undefined) errors.push(rowError(row, `"${dateText}" is not a date (DD/MM/YYYY)`));

  let amount: Decimal | undefined;
  if (header.amount !== undefined) {
    const reading = readAmount(cellOf(record, header.amount), currency);
    if ('error' in reading) errors.push(rowError(row, reading.error));
    else if ('empty' in reading || reading.value.isZero()) errors.push(rowError(row, 'no amount'));
    else amount = reading.value;
  } else {
    const debit = readAmount(cellOf(record, header.debit), currency);
    const credit = readAmount(cellOf(record, header.credit), currency);
    for (const side of [debit, credit]) if ('error' in side) errors.push(rowError(row, side.error));
    // The column says which way the money went: some banks also write a debit with a minus.
    const out = 'value' in debit && !debit.value.isZero() ? debit.value.abs() : undefined;
    const into = 'value' in credit && !credit.value.isZero() ? credit.value.abs() : undefined;
    if (out && into) errors.push(rowError(row, 'both Debit and Credit are filled'));
    else if (out) amount = out.negated();
    else if (into) amount = into;
    else if (!('error' in debit) && !('error' in credit)) errors.push(rowError(row, 'no amount'));
  }

  let balance: Decimal | undefined;
  if (header.balance !== undefined) {
    const reading = readAmount(cellOf(record, header.balance), currency, { creditDebitSuffix: true });
    if ('error' in reading) errors.push(rowError(row, reading.error));
    else if ('empty' in reading) errors.push(rowError(row, 'no balance'));
    else balance = reading.value;
  }

  if (errors.length > before || date === undefined || amount === undefined) return undefined;
  return { row, date, description: cellOf(record, header.description), reference: cellOf(record, header.reference), amount, balance };
}

const toLine = (row: ReadRow, balance: Decimal, currency: CurrencyCode): StatementLine => ({
  row: row.row,
  date: row.date,
  description: row.description,
  reference: row.reference,
  amount: formatAmount(row.amount, currency),
  balance: formatAmount(balance, currency),
});

/** Each balance must be the one before plus the line's amount (to the minor unit); the first line opens the chain. */
function checkBalances(rows: ReadRow[], currency: CurrencyCode, errors: StatementRowError[]): StatementLine[] {
  rows.forEach((row, index) => {
    if (index === 0) return;
    const expected = rows[index - 1].balance!.plus(row.amount);
    if (!row.balance!.eq(expected)) {
      errors.push(
        rowError(
          row.row,
          `balance ${formatStatementAmount(row.balance!, currency)} does not follow from the line before (expected ${formatStatementAmount(expected, currency)})`,
        ),
      );
    }
  });
  return rows.map((row) => toLine(row, row.balance!, currency));
}

/** Running balances back from the closing balance: each line's balance less its amount is the one before. */
function computeBalances(rows: ReadRow[], closingBalance: Decimal, currency: CurrencyCode): StatementLine[] {
  const balances: Decimal[] = new Array<Decimal>(rows.length);
  let balance = closingBalance;
  for (let index = rows.length - 1; index >= 0; index--) {
    balances[index] = balance;
    balance = balance.minus(rows[index].amount);
  }
  return rows.map((row, index) => toLine(row, balances[index], currency));
}

/** Namespace of the names: a line's id is derived from a name under it, so no other derived id can take it. */
const STATEMENT_LINE_NAMESPACE = 'ledgerline:bank-statement-line:v1';

/**
 * A deterministic name per line, for the API to derive the line's id from (`derivedId`): the bank
 * account, the line's date, amount, description and reference, and how many times that same line
 * came before it in this file. Two identical lines of one file get different names; the same line
 * in an overlapping later statement gets the same name, so it is known as already imported.
 */
export function statementLineNames(bankAccountId: string, lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = JSON.stringify([bankAccountId, line.date, line.amount, line.description, line.reference]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return `${STATEMENT_LINE_NAMESPACE}:${JSON.stringify([key, occurrence])}`;
  });
}
