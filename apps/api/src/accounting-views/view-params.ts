import { AppError, type FieldError } from '../common/errors/app-error.js';
import { readDateParam } from '../common/http/date-param.js';
import { readPositionParam } from '../common/http/position-param.js';
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

  /** A date (common/http/date-param.ts: YYYY-MM-DD, a date-time cut to its date). */
  date(field: string): string | undefined {
    return readDateParam(this.query[field], field, this.errors);
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
    const position = readPositionParam(this.query.knownAt, 'knownAt', this.errors);
    return position === undefined ? undefined : BigInt(position);
  }

  /** Throws the 400 listing every mistake read so far. */
  check(): void {
    if (this.errors.length > 0) throw AppError.validation(this.errors);
  }
}
