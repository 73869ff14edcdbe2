import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { paymentAccountToInput, type PosItem, type PaymentAccount } from '@ledgerline/ledger';
import { publicLogo, type Runtime } from '@ledgerline/platform';
import {
  bankAccountNamesOf,
  findParkedSale,
  findPosSale,
  findProducts,
  getBusinessProfile,
  listParkedSales,
  listPosSales,
  listProducts,
  recentlySoldProductIds,
  registerById,
  type PosSaleView,
} from '@ledgerline/projections';
import { ListDocumentEventsQuery } from '../audit/queries/list-document-events/list-document-events.query.js';
import { loadBusinessLogo } from '../businesses/logo/business-logo.js';
import { productView } from '../catalogue/views/product-view.js';
import { BusinessId } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { pagedAnswer, pageOf } from '../common/http/paging.js';
import { allowSameOriginFraming } from '../common/http/security-headers.js';
import { RUNTIME } from '../runtime.token.js';
import { PosSalesHistoryQueryDto } from './pos-sales-history.dto.js';
import { renderPosReceiptHtml, renderPosReceiptPdf, type PosReceipt } from './receipt/pos-receipt.js';

const RECENT_PRODUCTS = 24;

/** A counter sale in the till's sales history. */
export interface PosSaleHistoryRow extends PosSaleView {
  /** 'Cash', or 'Transfer, ' and the bank account's name (GTBank 1234 beside another GTBank account), as the receipt says it. */
  paidBy: string;
}

/**
 * How a counter sale was paid, as its receipt and the sales history say it: 'Cash', or 'Transfer, '
 * and the bank account by its one name (GTBank, or GTBank 1234 beside another GTBank account),
 * kept after the account is removed.
 */
function paidBy(account: PaymentAccount, bankNames: ReadonlyMap<string, string>): string {
  if (account.kind !== 'bank') return paymentAccountToInput(account);
  const bank = bankNames.get(account.bankAccountId);
  return bank ? `Transfer, ${bank}` : 'Transfer';
}

/** Reads of the point of sale (spec 002 §7 POS): sales history, parked carts, receipts, the till's first products. */
@ApiTags('pos')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1')
export class PosQueriesController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly queries: QueryBus,
  ) {}

  @Get('products/recent')
  @ApiOperation({ summary: 'Products and services for the till’s first screen: those sold most recently at the counter, then the newest' })
  @ApiResponse({ status: 200, description: '{ success, data: [product] } (as GET /products)' })
  async recentProducts(@BusinessId() businessId: string) {
    const db = this.runtime.pool;
    const sold = await recentlySoldProductIds(db, businessId, RECENT_PRODUCTS);
    const found = await findProducts(db, businessId, sold);
    const rows = sold.map((id) => found.get(id)).filter((row) => row !== undefined);
    if (rows.length < RECENT_PRODUCTS) {
      const newest = await listProducts(db, businessId, { page: 1, limit: RECENT_PRODUCTS });
      for (const row of newest.items) if (rows.length < RECENT_PRODUCTS && !found.has(row.productId)) rows.push(row);
    }
    return { success: true, data: rows.map(productView) };
  }

  @Get('pos/sales/history')
  @ApiOperation({ summary: 'Counter sales of the business, newest first (filter by registerId or userId)' })
  async history(@BusinessId() businessId: string, @Query() query: PosSalesHistoryQueryDto) {
    const page = pageOf(query);
    const [result, bankNames] = await Promise.all([
      listPosSales(this.runtime.pool, businessId, { ...page, registerId: query.registerId || undefined, userId: query.userId || undefined }),
      bankAccountNamesOf(this.runtime.pool, businessId),
    ]);
    const rows = result.rows.map((sale): PosSaleHistoryRow => ({ ...sale, paidBy: paidBy(sale.account as PaymentAccount, bankNames) }));
    return { success: true, ...pagedAnswer(rows, result.total, page) };
  }

  @Get('pos/sales/parked')
  @ApiOperation({ summary: 'Parked carts waiting, newest first' })
  async parked(@BusinessId() businessId: string) {
    return { success: true, data: await listParkedSales(this.runtime.pool, businessId) };
  }

  @Get('pos/sales/:id/retrieve')
  @ApiOperation({ summary: 'A parked cart, to load into the till (selling it with parkedSaleId marks it sold)' })
  @ApiResponse({ status: 404, description: 'PARKED_SALE_NOT_FOUND' })
  async retrieve(@BusinessId() businessId: string, @Param('id') id: string) {
    const parked = await findParkedSale(this.runtime.pool, businessId, id);
    if (!parked || parked.status !== 'parked') throw new AppError(404, 'PARKED_SALE_NOT_FOUND', `Parked sale ${id} not found`);
    return { success: true, data: parked };
  }

  @Get('pos/sales/:id/history')
  @ApiOperation({ summary: 'One counter sale (by id or reference) and every event of it, oldest first' })
  @ApiQuery({ name: 'business', required: false, description: 'Ignored: the business is the session’s' })
  @ApiResponse({ status: 404, description: 'POS_SALE_NOT_FOUND' })
  async saleHistory(@BusinessId() businessId: string, @Param('id') id: string) {
    const sale = await findPosSale(this.runtime.pool, businessId, id);
    if (!sale) throw new AppError(404, 'POS_SALE_NOT_FOUND', `Sale ${id} not found`);
    const events = await this.queries.execute(new ListDocumentEventsQuery(businessId, sale.id, 1, 200));
    return { success: true, data: { sale, events } };
  }

  @Get('pos/sales/:id/receipt')
  @ApiProduces('text/html')
  @ApiOperation({ summary: 'The sale’s receipt as a page printable on an 80 mm roll' })
  async receiptHtml(@BusinessId() businessId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const receipt = await this.receipt(businessId, id, 'address');
    void reply.header('content-type', 'text/html; charset=utf-8');
    // The till shows this page in a frame to print it (web: pos-receipt-route.tsx).
    allowSameOriginFraming(reply, this.runtime.config.nodeEnv === 'production');
    return renderPosReceiptHtml(receipt);
  }

  @Get('pos/sales/:id/receipt/pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The sale’s receipt as an 80 mm wide PDF' })
  async receiptPdf(@BusinessId() businessId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const receipt = await this.receipt(businessId, id, 'bytes');
    const pdf = await renderPosReceiptPdf(receipt);
    void reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="receipt-${receipt.reference}.pdf"`);
    return pdf;
  }

  /** The sale's receipt, with the logo as the page shows it (its address) or as the PDF draws it (its bytes). */
  private async receipt(businessId: string, id: string, logo: 'address' | 'bytes'): Promise<PosReceipt> {
    const db = this.runtime.pool;
    const sale = await findPosSale(db, businessId, id);
    if (!sale) throw new AppError(404, 'POS_SALE_NOT_FOUND', `Sale ${id} not found`);
    const business = await getBusinessProfile(db, businessId);
    const companyImage = business?.companyImage ?? null;
    const register = await registerById(db, businessId, sale.registerId);
    const account = sale.account as PaymentAccount;
    const paidByText = paidBy(account, account.kind === 'bank' ? await bankAccountNamesOf(db, businessId) : new Map());
    return {
      business: {
        name: business?.businessName ?? '',
        ...(logo === 'bytes'
          ? { logo: await loadBusinessLogo(db, businessId, companyImage) }
          : { logoAddress: (await publicLogo(db, businessId, companyImage)) ?? undefined }),
      },
      reference: sale.reference,
      date: sale.date as string,
      recordedAt: sale.recordedAt as string,
      till: register?.till,
      currency: sale.currency as string,
      items: sale.items as PosItem[],
      customer: sale.customer as { name: string } | undefined,
      subtotal: sale.subtotal as string,
      discount: sale.discount as PosReceipt['discount'],
      tax: sale.tax as PosReceipt['tax'],
      amount: sale.amount as string,
      paidBy: paidByText,
      amountCollected: sale.amountCollected as string,
      change: sale.change as string,
      amountRemaining: sale.amountRemaining as string,
      voided: sale.voided,
    };
  }
}
