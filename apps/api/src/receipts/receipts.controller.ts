import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { GetExpenseReceiptQuery } from './expense-receipt/get-expense-receipt.query.js';
import { readReceiptForm } from './expense-receipt/read-receipt-form.js';
import { UploadExpenseReceiptCommand } from './expense-receipt/upload-expense-receipt.command.js';
import { ResendReceiptCommand } from './resend-receipt/resend-receipt.command.js';
import { ResendReceiptDto } from './resend-receipt/resend-receipt.dto.js';

const referenceOf = (value: unknown): string => {
  const reference = typeof value === 'string' ? value.trim() : '';
  if (reference === '' || reference.length > 100) throw AppError.validation([{ field: 'reference', message: 'reference is required' }]);
  return reference;
};

/** Receipts of the signed-in business's documents (spec 002 §7 "Transactions"). */
@ApiTags('receipts')
@Controller('api/v1/transactions')
export class ReceiptsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':reference/resend-receipt')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mails the receipt (HTML, text and the PDF attached) to `email`, or to the customer’s e-mail' })
  @ApiResponse({ status: 200, description: '{ success, message, data: { reference, email } }' })
  @ApiResponse({ status: 400, description: 'No e-mail given and the customer has none' })
  @ApiResponse({ status: 404, description: 'No such transaction in this business' })
  async resend(@BusinessId() businessId: string, @Param('reference') reference: string, @Body() body: ResendReceiptDto) {
    const data = await this.commands.execute(new ResendReceiptCommand(businessId, reference, body.name, body.email || undefined));
    return { success: true, message: 'Receipt sent successfully', data };
  }

  @Post('expense/receipt')
  @HttpCode(201)
  @ApiOperation({ summary: 'Keeps a receipt file with an expense: JPEG, PNG, WebP, GIF or PDF (told by content), up to 10 MB' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['reference', 'file'],
      properties: { reference: { type: 'string', example: 'K7Q2MX' }, file: { type: 'string', format: 'binary', description: 'or the field `receipt`' } },
    },
  })
  @ApiResponse({ status: 201, description: '{ success, message, data: { receiptId, reference, fileName, contentType, size, sha256, uploadedAt } }' })
  @ApiResponse({ status: 400, description: 'Not an accepted image or PDF, no file, or no reference' })
  @ApiResponse({ status: 404, description: 'No such transaction in this business' })
  @ApiResponse({ status: 413, description: 'Over 10 MB' })
  async upload(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Req() request: FastifyRequest, @Query('reference') queryReference?: unknown) {
    const form = await readReceiptForm(request);
    const reference = referenceOf(form.reference ?? queryReference);
    if (!form.file) throw AppError.validation([{ field: 'file', message: "Attach the receipt as the field 'file' (or 'receipt')" }]);
    const data = await this.commands.execute(new UploadExpenseReceiptCommand(businessId, actor.userId, reference, form.file.bytes));
    return { success: true, message: 'Receipt uploaded successfully', data };
  }

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
