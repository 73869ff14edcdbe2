/**
 * CSV as RFC 4180 writes it, read the way spreadsheets export it: fields separated by commas,
 * records by CRLF, LF or CR; a field in double quotes may hold separators, line breaks and `""`
 * (one quote). A byte-order mark at the start is dropped. Lines with nothing in them (or only
 * separators, as spreadsheets export blank rows) are skipped. Every record keeps the number of the
 * line it starts on, so a refusal can name it as the user's editor shows it.
 */

export interface CsvRecord {
  /** The line (from 1) the record starts on. */
  line: number;
  fields: string[];
  /** Why the record could not be read (an unclosed quote, text after a closing quote); its fields are then partial. */
  error?: string;
}

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

/** Reads every record of `text` (see the module's comment). */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): CsvRecord[] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let position = 0;
  const length = source.length;

  while (position < length) {
    const start = line;
    const fields: string[] = [];
    let error: string | undefined;
    let field = '';
    let endOfRecord = false;

    while (!endOfRecord) {
      if (position < length && source[position] === '"') {
        // A quoted field: up to the closing quote; `""` is one quote.
        position++;
        let closed = false;
        while (position < length) {
          const char = source[position];
          if (char === '"') {
            if (source[position + 1] === '"') {
              field += '"';
              position += 2;
              continue;
            }
            position++;
            closed = true;
            break;
          }
          if (char === '\r' || char === '\n') {
            line++;
            if (char === '\r' && source[position + 1] === '\n') {
              field += '\r\n';
              position += 2;
              continue;
            }
          }
          field += char;
          position++;
        }
        if (!closed) {
          error ??= 'a quoted field is not closed (a " is missing)';
        } else if (position < length && source[position] !== delimiter && source[position] !== '\r' && source[position] !== '\n') {
          error ??= 'a closing quote must be followed by a separator or the end of the line';
          // Keep the rest of the field as written, so the record stays aligned.
          while (position < length && source[position] !== delimiter && source[position] !== '\r' && source[position] !== '\n') field += source[position++];
        }
      } else {
        while (position < length) {
          const char = source[position];
          if (char === delimiter || char === '\r' || char === '\n') break;
          field += char;
          position++;
        }
      }
      fields.push(field);
      field = '';
      if (position >= length) {
        endOfRecord = true;
      } else if (source[position] === delimiter) {
        position++;
      } else {
        // A line break ends the record.
        position += source[position] === '\r' && source[position + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
      }
    }

    const blank = fields.every((value) => value.trim() === '');
    if (!blank || error) records.push(error ? { line: start, fields, error } : { line: start, fields });
  }
  return records;
}
