import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { addDays, daysBetween } from '@ledgerline/ledger';
import { DASHBOARD_DOCUMENT_KINDS, type DashboardDocumentKind } from '@ledgerline/projections';
import { AppError, type FieldError } from '../../../common/errors/app-error.js';
import { dateParam, IsDateParam } from '../../../common/http/date-param.js';
import { listTypeOf } from '../transaction-list-filter.js';

/** The graph covers 30 days by default, at most 366 (a leap year). */
export const GRAPH_DEFAULT_DAYS = 30;
export const MAX_GRAPH_DAYS = 366;

/** The list types the graph draws, one series each (the dashboard's kinds). */
export const GRAPH_TYPES = DASHBOARD_DOCUMENT_KINDS;

/** POST /transaction/graphdata (spec 002 §3 "summary and graph data", §7). */
export class TransactionGraphDto {
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-11-01',
    description: `First day, YYYY-MM-DD; default ${GRAPH_DEFAULT_DAYS - 1} days before endDate (${GRAPH_DEFAULT_DAYS} days in all)`,
  })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-11-30',
    description: 'Last day, YYYY-MM-DD; default today (or startDate when that is later)',
  })
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  endDate?: string;

  @ApiPropertyOptional({
    type: String,
    example: 'sales',
    description: `The list type(s) to draw, comma-separated: ${GRAPH_TYPES.join(', ')} (also sale, money-in, money-out, …, as the list filter takes them); absent: every series`,
  })
  @IsOptional()
  @IsString({ message: 'type must be text' })
  @MaxLength(200)
  type?: string;
}

export interface GraphRequest {
  from: string;
  to: string;
  kinds: readonly DashboardDocumentKind[];
}

/**
 * The graph's days and series: endDate defaults to today (or to startDate when that is later),
 * startDate to 29 days before endDate; at most 366 days. 400
 * naming the field otherwise.
 */
export function readGraphRequest(body: TransactionGraphDto | undefined, today: string): GraphRequest {
  const input = body ?? {};
  // The dates themselves (real days, within the books' range) are the DTO's: IsDateParam.
  const errors: FieldError[] = [];
  const kinds: DashboardDocumentKind[] = [];
  for (const word of (input.type ?? '').split(',').filter((part) => part.trim() !== '')) {
    const type = listTypeOf(word);
    const kind = GRAPH_TYPES.find((candidate) => candidate === type);
    if (kind === undefined) {
      errors.push({ field: 'type', message: `type must be among: ${GRAPH_TYPES.join(', ')}` });
      break;
    }
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  if (errors.length > 0) throw AppError.validation(errors);

  const to = input.endDate ?? (input.startDate !== undefined && input.startDate > today ? input.startDate : today);
  const from = input.startDate ?? addDays(to, -(GRAPH_DEFAULT_DAYS - 1));
  if (from > to) throw AppError.validation([{ field: 'startDate', message: 'startDate must be on or before endDate' }]);
  if (daysBetween(from, to) > MAX_GRAPH_DAYS) throw AppError.validation([{ field: 'endDate', message: `The graph covers at most ${MAX_GRAPH_DAYS} days` }]);
  // Series in the dashboard's order, whatever order they were asked in.
  return { from, to, kinds: kinds.length === 0 ? GRAPH_TYPES : GRAPH_TYPES.filter((kind) => kinds.includes(kind)) };
}
