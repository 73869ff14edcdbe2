import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listManualJournals, type ManualJournalSummary } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError, type FieldError } from '../../../common/errors/app-error.js';
import { readDateParam } from '../../../common/http/date-param.js';
import { pagedAnswer, PagingQueryDto, readPaging, type PagedAnswer } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import { CONSISTENT_AFTER_HEADER } from '../../http/journal-docs.js';

const KINDS = ['journal', 'opening-balances'] as const;

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class ListJournalEntriesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('journal-entries')
  @ApiOperation({ summary: 'The manual journals and sets of opening balances, newest first, paged, between effective dates' })
  @ApiHeader(CONSISTENT_AFTER_HEADER)
  @ApiQuery({ name: 'startDate', required: false, example: '2026-01-01' })
  @ApiQuery({ name: 'endDate', required: false, example: '2026-12-31' })
  @ApiQuery({ name: 'kind', required: false, enum: KINDS, description: 'Only journals, or only opening balances; both when absent' })
  @ApiQuery({ name: 'page', required: false, example: '1' })
  @ApiQuery({ name: 'limit', required: false, example: '25', description: 'Default 25, at most 100' })
  @ApiResponse({ status: 400, description: 'A date that is not YYYY-MM-DD, endDate before startDate, a kind or page out of range' })
  async list(@BusinessId() businessId: string, @Query() query: Record<string, unknown>): Promise<{ success: true } & PagedAnswer<ManualJournalSummary>> {
    const errors: FieldError[] = [];
    const startDate = readDateParam(query.startDate, 'startDate', errors);
    const endDate = readDateParam(query.endDate, 'endDate', errors);
    if (startDate && endDate && startDate > endDate) errors.push({ field: 'endDate', message: 'endDate must not be before startDate' });
    const kind = query.kind === undefined || query.kind === '' ? undefined : query.kind;
    if (kind !== undefined && !(KINDS as readonly unknown[]).includes(kind))
      errors.push({ field: 'kind', message: `kind must be one of: ${KINDS.join(', ')}` });
    const page = readPaging(PagingQueryDto, { page: query.page, limit: query.limit }, errors);
    if (errors.length > 0) throw AppError.validation(errors);
    const { data, total } = await listManualJournals(this.runtime.pool, businessId, {
      startDate,
      endDate,
      kind: kind as (typeof KINDS)[number] | undefined,
      ...page,
    });
    return { success: true, ...pagedAnswer(data, total, page) };
  }
}
