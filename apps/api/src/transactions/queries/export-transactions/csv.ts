/** First characters a spreadsheet may read as a formula (CSV injection, OWASP): = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a cell that a spreadsheet could take for a formula is neutralised with a leading
 * apostrophe; every cell is quoted, with its quotes doubled (RFC 4180).
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows to CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
