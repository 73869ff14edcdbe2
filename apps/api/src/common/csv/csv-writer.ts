import { stringify } from 'csv-stringify/sync';

/** First characters a spreadsheet may read as a formula (CSV injection, OWASP): = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text, safe to open in a spreadsheet: one that could be taken for a formula gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate. Absent values are empty.
 */
export function csvCellText(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvOptions {
  /** Quote every cell (exports meant for spreadsheets); otherwise only cells holding a separator, a quote or a line break. */
  quoteEveryCell?: boolean;
}

/**
 * Rows as CSV text, the one writer of every CSV the API sends: RFC 4180 (quotes doubled, CRLF
 * after every row), every cell through the formula guard.
 */
export function toCsv(rows: readonly (readonly unknown[])[], options: CsvOptions = {}): string {
  const quoted = options.quoteEveryCell === true;
  return stringify(
    rows.map((row) => row.map(csvCellText)),
    { record_delimiter: 'windows', quoted, quoted_empty: quoted, eof: true },
  );
}
