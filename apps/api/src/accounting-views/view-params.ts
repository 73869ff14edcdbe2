import { isIsoDate } from '@ledgerline/ledger';
import { AppError, type FieldError } from '../common/errors/app-error.js';
import { PagingQueryDto, readPaging } from '../common/http/paging.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Reads the query parameters the accounting views share; every mistake is reported at once,
 * naming its field (400).
 */
export class ViewParams {
  private readonly errors: FieldError[] = [];

  constructor(private readonly query: Record<string, unknown>) {}

  /** Any text: a single value (a repeated parameter is a mistake). */
  text(field: string): string | undefined {
    const value = this.query[field];
    if (Array.isArray(value)) {
      this.errors.push({ field, message: `${field} must be given once` });
      return undefined;
    }
    return text(value);
  }

  /** YYYY-MM-DD (a date-time is cut to its date). */
  date(field: string): string | undefined {
    const value = this.text(field);
    if (value === undefined) return undefined;
    const date = /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
    if (!isIsoDate(date)) {
      this.errors.push({ field, message: `${field} must be a real date written YYYY-MM-DD` });
      return undefined;
    }
    return date;
  }

  /** startDate and endDate, in order. */
  period(): { from?: string; to?: string } {
    const from = this.date('startDate');
    const to = this.date('endDate');
    if (from !== undefined && to !== undefined && from > to) this.errors.push({ field: 'endDate', message: 'endDate must not be before startDate' });
    return { from, to };
  }

  /** page (from 1) and limit (25 by default, at most 100), read by the shared paging DTO. */
  paging(): { page: number; limit: number } {
    return readPaging(PagingQueryDto, { page: this.text('page'), limit: this.text('limit') }, this.errors);
  }

  /** knownAt: a position (what a command answered); the view as it was when the history ended there. */
  knownAt(): bigint | undefined {
    const value = this.text('knownAt');
    if (value === undefined) return undefined;
    // Beyond PostgreSQL's bigint is no position either (refused here, never a database error).
    if (!/^\d{1,19}$/.test(value) || BigInt(value) > 9_223_372_036_854_775_807n) {
      this.errors.push({ field: 'knownAt', message: 'knownAt must be a position: a whole number a command returned' });
      return undefined;
    }
    return BigInt(value);
  }

  /** Throws the 400 listing every mistake read so far. */
  check(): void {
    if (this.errors.length > 0) throw AppError.validation(this.errors);
  }
}
