// What the journal and opening-balance forms share besides the lines table: the form's values, its
// zod schema (the server's rules, said early), the running totals in minor units (never floats),
// the body the API takes, and the server's field errors put back beside their fields.

import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.js';
import { fromMinorUnits, normalizeAmountInput, toMinorUnits, type CurrencyCode } from '../../../lib/money.js';
import type { JournalAccounts } from '../api/journals.js';

export interface JournalLineValues {
  /** An account code, or a bank account's id (cash at bank). */
  account: string;
  contact: string;
  /** Shown beside a chosen contact; not sent. */
  contactName: string;
  description: string;
  debit: string;
  credit: string;
}

export interface JournalFormValues {
  date: string;
  reference: string;
  memo: string;
  lines: JournalLineValues[];
}

export const emptyLine = (): JournalLineValues => ({ account: '', contact: '', contactName: '', description: '', debit: '', credit: '' });

/** Nothing typed, or a zero: the line has no amount on that side. */
const blank = (text: string) => /^[\s0.,]*$/.test(text);

/** An amount typed on one side: undefined when blank, null when not an amount (more decimals than the currency has, letters). */
const amountOf = (text: string, currency: CurrencyCode): string | null | undefined => (blank(text) ? undefined : normalizeAmountInput(text, currency));

/** The accounts that keep a contact, by code (1100, 1150, 2000, 2300). */
export function contactAccounts(accounts: JournalAccounts | undefined): ReadonlySet<string> {
  return new Set((accounts?.accounts ?? []).filter((account) => account.needsContact).map((account) => account.code));
}

/** The form's rules: a date, each line an account (and its contact where kept) and one side; a journal needs two lines. */
export function journalFormSchema(options: { currency: CurrencyCode; needsContact: ReadonlySet<string>; minLines: number }) {
  const { currency, needsContact, minLines } = options;
  return z
    .object({
      date: z.string().min(1, 'Choose the date'),
      reference: z.string().max(100, 'At most 100 characters'),
      memo: z.string().max(500, 'At most 500 characters'),
      lines: z.array(
        z.object({
          account: z.string(),
          contact: z.string(),
          contactName: z.string(),
          description: z.string().max(500, 'At most 500 characters'),
          debit: z.string(),
          credit: z.string(),
        }),
      ),
    })
    .superRefine((values, context) => {
      if (values.lines.length < minLines) {
        context.addIssue({ code: 'custom', path: ['lines'], message: minLines === 2 ? 'A journal needs at least two lines' : 'Add a line' });
      }
      values.lines.forEach((line, index) => {
        const at = (field: keyof JournalLineValues, message: string) => context.addIssue({ code: 'custom', path: ['lines', index, field], message });
        if (line.account === '') at('account', 'Choose an account');
        else if (needsContact.has(line.account) && line.contact === '') at('contact', 'Choose the contact');
        const debit = amountOf(line.debit, currency);
        const credit = amountOf(line.credit, currency);
        if (debit === null) at('debit', 'Enter an amount like 1500.00');
        if (credit === null) at('credit', 'Enter an amount like 1500.00');
        if (debit === undefined && credit === undefined) at('debit', 'Enter a debit or a credit');
        if (debit && credit) at('credit', 'A line is a debit or a credit, not both');
      });
    });
}

/** An amount typed in a line, in minor units: blank or not an amount counts as nothing (its field says so). */
function minor(text: string, currency: CurrencyCode): bigint {
  const amount = amountOf(text, currency);
  return amount ? toMinorUnits(amount, currency) : 0n;
}

export interface JournalTotals {
  debits: string;
  credits: string;
  /** debits − credits, as a decimal string (negative when credits are more). */
  difference: string;
  balanced: boolean;
  /** Something to post: at least one amount. */
  hasAmounts: boolean;
}

/** The running totals, exact (BigInt minor units). */
export function journalTotals(lines: readonly Pick<JournalLineValues, 'debit' | 'credit'>[], currency: CurrencyCode): JournalTotals {
  let debits = 0n;
  let credits = 0n;
  for (const line of lines) {
    debits += minor(line.debit, currency);
    credits += minor(line.credit, currency);
  }
  return {
    debits: fromMinorUnits(debits, currency),
    credits: fromMinorUnits(credits, currency),
    difference: fromMinorUnits(debits - credits, currency),
    balanced: debits === credits,
    hasAmounts: debits + credits > 0n,
  };
}

/** The lines as the API takes them: the amount on its side, the contact only where chosen. */
export function linesBody(lines: readonly JournalLineValues[], currency: CurrencyCode) {
  return lines.map((line) => {
    const debit = amountOf(line.debit, currency);
    const credit = amountOf(line.credit, currency);
    return {
      account: line.account,
      ...(line.contact ? { contact: line.contact } : {}),
      ...(line.description.trim() === '' ? {} : { description: line.description.trim() }),
      ...(debit ? { debit } : {}),
      ...(credit ? { credit } : {}),
    };
  });
}

/**
 * The server's refusal beside its field ('lines[1].contact' → lines.1.contact), or above the form
 * when it names none the form has.
 */
export function showServerError(error: unknown, setError: UseFormSetError<JournalFormValues>): void {
  if (!(error instanceof ApiError)) throw error;
  for (const fieldError of error.errors) {
    const path = fieldError.field.replace(/\[(\d+)\]/g, '.$1');
    if (/^(date|reference|memo|lines\.\d+\.(account|contact|description|debit|credit))$/.test(path)) {
      setError(path as FieldPath<JournalFormValues>, { message: fieldError.message });
    }
  }
  setError('root', { message: error.message });
}
