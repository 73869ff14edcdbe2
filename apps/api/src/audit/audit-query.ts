import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { isKnownEventType } from '@ledgerline/events';
import { isIsoDate } from '@ledgerline/ledger';
import { AppError, type FieldError } from '../common/errors/app-error.js';
import { IsWholeNumber, PagingQueryDto, readPaging, wholeNumberParam } from '../common/http/paging.js';
import { DEFAULT_AUDIT_PAGE_SIZE, MAX_AUDIT_PAGE_SIZE, type AuditFilter, type AuditOrder, type AuditPageRequest } from './audit-events.js';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** Paging of the audit lists: a page size beyond the most an audit page holds is refused, not cut. */
class AuditPaging extends PagingQueryDto {
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsWholeNumber(1, MAX_AUDIT_PAGE_SIZE)
  override limit?: number;
}

/** The audit lists' page and limit, read with the other filters so one 400 names every mistake. */
export class AuditPageQueryDto {
  @ApiPropertyOptional({ example: '1' })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ example: '50', description: `Page size (default ${DEFAULT_AUDIT_PAGE_SIZE}, at most ${MAX_AUDIT_PAGE_SIZE})` })
  @IsOptional()
  @IsString()
  limit?: string;
}

/** GET /audit/events: every filter optional; they combine with AND. */
export class AuditEventsQueryDto extends AuditPageQueryDto {
  @ApiPropertyOptional({ example: 'SaleRecorded,TransactionVoided', description: 'Event type(s), comma-separated' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  type?: string;

  @ApiPropertyOptional({ description: 'The user who did it (metadata.userId)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  userId?: string;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'Recorded on or after: a day (UTC) or an ISO date-time' })
  @IsOptional()
  @IsString()
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Recorded on or before: a day (UTC, the whole day) or an ISO date-time' })
  @IsOptional()
  @IsString()
  to?: string;

  @ApiPropertyOptional({ description: "A transaction's id or reference, a product's or contact's id: the events whose data carries it" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  document?: string;

  @ApiPropertyOptional({ enum: ['desc', 'asc'], description: 'desc: newest first (default); asc: oldest first' })
  @IsOptional()
  @IsString()
  sort?: string;
}

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** A day is the whole UTC day: `from` its start, `to` the start of the next (exclusive); a date-time is taken as it is, inclusive. */
function instant(value: string | undefined, field: 'from' | 'to', errors: FieldError[]): Date | undefined {
  if (!given(value)) return undefined;
  const text = value.trim();
  const day = text.slice(0, 10);
  if (isIsoDate(text)) {
    const start = Date.parse(`${text}T00:00:00.000Z`);
    return new Date(field === 'from' ? start : start + DAY_MS);
  }
  // A date-time's day must be a real one too: Date.parse would roll 2026-02-30 over into March.
  const time = DATE_TIME.test(text) && isIsoDate(day) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) {
    errors.push({ field, message: `${field} must be a date (YYYY-MM-DD) or an ISO date-time` });
    return undefined;
  }
  return new Date(field === 'from' ? time : time + 1);
}

export function parsePage(query: AuditPageQueryDto, errors: FieldError[], defaultLimit = DEFAULT_AUDIT_PAGE_SIZE): { page: number; limit: number } {
  return readPaging(AuditPaging, query, errors, { defaultLimit, maxLimit: MAX_AUDIT_PAGE_SIZE });
}

/** A document's history: one full page (the most an audit page holds) unless the client pages. */
export function parseDocumentPage(query: AuditPageQueryDto): { page: number; limit: number } {
  const errors: FieldError[] = [];
  const paging = parsePage(query, errors, MAX_AUDIT_PAGE_SIZE);
  if (errors.length > 0) throw AppError.validation(errors);
  return paging;
}

export function parseAuditEventsQuery(query: AuditEventsQueryDto): AuditPageRequest {
  const errors: FieldError[] = [];
  const filter: AuditFilter = {};
  if (given(query.type)) {
    const types = [...new Set(query.type.split(',').map((type) => type.trim()))].filter((type) => type !== '');
    const unknown = types.filter((type) => !isKnownEventType(type));
    if (unknown.length > 0)
      errors.push({ field: 'type', message: `type: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not an event type' : 'are not event types'}` });
    if (types.length > 0) filter.types = types;
  }
  if (given(query.userId)) filter.userId = query.userId.trim();
  filter.from = instant(query.from, 'from', errors);
  filter.to = instant(query.to, 'to', errors);
  if (filter.from && filter.to && filter.from.getTime() >= filter.to.getTime()) errors.push({ field: 'to', message: 'to must not be before from' });
  if (given(query.document)) filter.document = query.document.trim();
  let order: AuditOrder = 'desc';
  if (given(query.sort)) {
    const sort = query.sort.trim().toLowerCase();
    if (sort === 'asc' || sort === 'desc') order = sort;
    else errors.push({ field: 'sort', message: 'sort must be asc or desc' });
  }
  const { page, limit } = parsePage(query, errors);
  if (errors.length > 0) throw AppError.validation(errors);
  if (!filter.from) delete filter.from;
  if (!filter.to) delete filter.to;
  return { filter, order, page, limit };
}
