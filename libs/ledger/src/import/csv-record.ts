/**
 * One record of a CSV file as the import rules read it. The file itself is parsed at the edge
 * (the API reads uploads with csv-parse: apps/api/src/common/csv/csv-reader.ts); the ledger only
 * reads records, so it needs no parser of its own.
 */
export interface CsvRecord {
  /** The line (from 1) the record starts on, as the user's editor shows it. */
  line: number;
  fields: string[];
  /** Why the record could not be read (an unclosed quote, text after a closing quote). */
  error?: string;
}
