import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessId } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { GetExpenseReceiptQuery } from './get-expense-receipt.query.js';
import { referenceOf } from '../http/receipt-reference.js';

@ApiTags('receipts')
@Controller('api/v1/transactions')
export class GetExpenseReceiptController {
  constructor(private readonly queries: QueryBus) {}

  @Get('expense/receipt/download')
  @ApiOperation({ summary: 'The receipt file kept with an expense, as an attachment with its real content type' })
  @ApiQuery({ name: 'reference', required: true })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf')
  @ApiResponse({ status: 404, description: 'No receipt for this reference in this business' })
  async download(@BusinessId() businessId: string, @Query('reference') reference: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const found = await this.queries.execute(new GetExpenseReceiptQuery(businessId, referenceOf(reference)));
    if (!found) throw new AppError(404, 'RECEIPT_NOT_FOUND', 'No receipt has been uploaded for this transaction');
    void reply
      .header('content-type', found.contentType)
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return found.bytes;
  }
}
