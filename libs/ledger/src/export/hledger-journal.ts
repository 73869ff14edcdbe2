import { accountByCode } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';

/** One journal entry as exported: the lines one event posted for one document. */
export interface ExportEntry {
  date: string;
  position: string;
  entryId: string;
  reference?: string | null;
  description?: string | null;
  lines: ExportLine[];
}

export interface ExportLine {
  account: string;
  subAccount?: string | null;
  contactId?: string | null;
  productId?: string | null;
  debit: string;
  credit: string;
}

export interface ExportNames {
  currency: string;
  /** Bank account id → the name its sub-account shows (`GTBank`, or `GTBank 6789` when two share a bank). */
  bankNames: ReadonlyMap<string, string>;
}

/** hledger account names may not contain `:` inside a part, nor two spaces in a row. */
const part = (text: string) => text.replace(/:/g, '-').replace(/\s+/g, ' ').trim() || '-';

/** `Assets:Cash at bank:GTBank`: the chart's path, plus the bank for 1010. */
export function hledgerAccountName(code: string, subAccount: string | null | undefined, names: ExportNames): string {
  const account = accountByCode(code);
  const path = account ? [...account.path] : ['Unknown', code];
  if (subAccount) path.push(names.bankNames.get(subAccount) ?? subAccount);
  return path.map(part).join(':');
}

/**
 * The books as a plain-text accounting journal (hledger / ledger-cli): one transaction per
 * journal entry, dated by its effective date, in position order, amounts with the currency as
 * commodity. Contacts and products go in tags, so accounts match our chart line for line.
 */
export function formatHledgerJournal(entries: Iterable<ExportEntry>, names: ExportNames, title?: string): string {
  const out: string[] = [];
  if (title) out.push(`; ${title}`, `; exported from Ledgerline; one transaction per journal entry`, '');
  out.push(`commodity ${names.currency} 1000.00`, '');
  for (const entry of entries) {
    const payee = [entry.reference, entry.description]
      .filter(Boolean)
      .map((text) =>
        String(text)
          .replace(/[\r\n;]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .join(' | ');
    out.push(`${entry.date} ${payee}`.trimEnd(), `    ; entry:${entry.entryId}, position:${entry.position}`);
    for (const line of entry.lines) {
      const amount = new Decimal(line.debit).minus(line.credit);
      const scale = (line.debit.split('.')[1] ?? '').length;
      const tags = [line.contactId ? `contact:${line.contactId}` : '', line.productId ? `product:${line.productId}` : ''].filter(Boolean).join(', ');
      out.push(`    ${hledgerAccountName(line.account, line.subAccount, names)}  ${names.currency} ${amount.toFixed(scale)}${tags ? `  ; ${tags}` : ''}`);
    }
    out.push('');
  }
  return out.join('\n');
}
