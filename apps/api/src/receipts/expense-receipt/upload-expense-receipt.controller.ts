import { Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Actor, BusinessId, type RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { readReceiptForm } from './read-receipt-form.js';
import { UploadExpenseReceiptCommand } from './upload-expense-receipt.command.js';
import { referenceOf } from '../http/receipt-reference.js';

@ApiTags('receipts')
@Controller('api/v1/transactions')
export class UploadExpenseReceiptController {
  constructor(private readonly commands: CommandBus) {}

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
}
