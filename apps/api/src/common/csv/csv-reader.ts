import { parse, type CsvError } from 'csv-parse/sync';
import type { CsvRecord } from '@ledgerline/ledger';

export type CsvDelimiter = ',' | ';' | '\t';

const BOM = '\uFEFF';

/**
 * The separator of a file: a comma, unless the header line has none and has semicolons (what
 * spreadsheets in many locales export) or tabs.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const end = body.search(/[\r\n]/);
  const first = end < 0 ? body : body.slice(0, end);
  if (first.includes(',')) return ',';
  if (first.includes(';')) return ';';
  if (first.includes('\t')) return '\t';
  return ',';
}

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed (a " is missing)',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote must be followed by a separator or the end of the line',
  INVALID_OPENING_QUOTE: 'a quote may only open a field',
};

const lineBreaks = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;

interface Parsed {
  record: string[];
  info: { lines: number };
  raw: string;
}

/**
 * Reads every record of an uploaded CSV file with csv-parse (RFC 4180: quoted separators, `""`,
 * line breaks in quotes; CRLF or LF line ends; a byte-order mark dropped). Lines with nothing in
 * them, or separators only (spreadsheets export blank rows that way), are skipped. Each record
 * keeps the line it starts on. A record csv-parse cannot read is kept as an error on its line and
 * reading goes on from the next line, so the import refuses that row by name and no other.
 */
export function readCsvRecords(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): CsvRecord[] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  // Where each line starts, to go on after a record that cannot be read.
  const lineStarts = [0];
  for (const match of source.matchAll(/\r\n|\r|\n/g)) lineStarts.push(match.index + match[0].length);
  const records: CsvRecord[] = [];
  let firstLine = 1;
  while (firstLine <= lineStarts.length && lineStarts[firstLine - 1] < source.length) {
    const offset = firstLine - 1;
    let lastEnd = offset;
    try {
      parse(source.slice(lineStarts[offset]), {
        delimiter,
        info: true,
        raw: true,
        relax_column_count: true,
        skip_empty_lines: false,
        // With info and raw, csv-parse hands on_record the record with them (its types say string[]).
        on_record: ((parsed: Parsed) => {
          const { record, info, raw } = parsed;
          lastEnd = offset + info.lines;
          if (record.every((value) => value.trim() === '')) return null;
          // info.lines is the line the record ends on; take back the breaks inside it (not its own end).
          const body = raw.replace(/(\r\n|\r|\n)$/, '');
          records.push({ line: offset + info.lines - lineBreaks(body), fields: record });
          return null;
        }) as unknown as (record: string[]) => null,
      });
      break;
    } catch (error) {
      const code = (error as CsvError).code;
      if (typeof code !== 'string') throw error;
      const line = lastEnd + 1;
      records.push({ line, fields: [], error: REASONS[code] ?? (error as Error).message });
      if (code === 'CSV_QUOTE_NOT_CLOSED') break; // the rest of the file is inside the quote
      firstLine = Math.max(offset + Number((error as CsvError & { lines?: number }).lines ?? 1), line) + 1;
    }
  }
  return records;
}
