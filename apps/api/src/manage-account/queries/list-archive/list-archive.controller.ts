import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listContacts, listProducts, listTransactions } from '@ledgerline/projections';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { pageOf, pagedAnswer } from '../../../common/http/paging.js';
import { RUNTIME } from '../../../runtime.token.js';
import { contactView } from '../../../catalogue/views/contact-view.js';
import { productView } from '../../../catalogue/views/product-view.js';
import { toTransactionView, transactionViewContext } from '../../../transactions/queries/transaction-view.js';
import { requireArchiveReader } from '../../http/archive-access.js';
import { ListArchiveQueryDto } from './list-archive.dto.js';

/**
 * The settings' archives (spec 002 §2): archived products, services and contacts from the
 * catalogue's read model, and voided transactions (a void is how a transaction is archived; its
 * entry and its reversal both stay in the books).
 */
@ApiTags('accounts')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class ListArchiveController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('archive')
  @ApiOperation({ summary: 'Archived products, services or contacts, or voided transactions; newest first, paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } } })
  @ApiResponse({ status: 400, description: 'type missing or not one of products, services, contacts, transactions' })
  async list(@Actor() actor: RequestActor, @BusinessId() businessId: string, @Query() query: ListArchiveQueryDto) {
    requireArchiveReader(actor, query.type);
    const paging = pageOf(query);
    const q = query.q?.trim() || undefined;
    if (query.type === 'contacts') {
      const filter = { archived: true, q, ...paging };
      const { items, total } = await listContacts(this.runtime.pool, businessId, filter);
      return { success: true, ...pagedAnswer(items.map(contactView), total, filter) };
    }
    if (query.type === 'transactions') {
      const context = await transactionViewContext(this.runtime.pool, businessId);
      const { rows, total } = await listTransactions(
        this.runtime.pool,
        businessId,
        { status: 'voided', q },
        { sort: 'date', mode: 'desc' },
        { limit: paging.limit, offset: (paging.page - 1) * paging.limit },
      );
      return {
        success: true,
        ...pagedAnswer(
          rows.map((row) => toTransactionView(row, context)),
          total,
          paging,
        ),
      };
    }
    const filter = { archived: true, kind: query.type === 'services' ? ('service' as const) : ('product' as const), q, ...paging };
    const { items, total } = await listProducts(this.runtime.pool, businessId, filter);
    return { success: true, ...pagedAnswer(items.map(productView), total, filter) };
  }
}
