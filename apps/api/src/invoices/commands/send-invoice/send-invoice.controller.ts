import type {} from '@fastify/multipart';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { SendDocumentDto } from '../../shared/send-document.dto.js';
import { SendInvoiceHandler } from './send-invoice.handler.js';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOAD_MESSAGE = "Send multipart/form-data: the file in the field 'file', and id (the invoice), optionally email, name, message";

@ApiTags('invoices')
@Controller('api/v1/invoice')
export class SendInvoiceController {
  constructor(private readonly handler: SendInvoiceHandler) {}

  @Post('send-invoice')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail the invoice to the customer: a link to its public page and the PDF attached' })
  @ApiResponse({ status: 200, description: "{ success, message: 'Invoice sent successfully', data: { id, email } }" })
  @ApiResponse({ status: 409, description: 'INVOICE_NOT_APPROVED: a draft is not sent' })
  async send(@BusinessId() businessId: string, @Body() body: SendDocumentDto) {
    return { success: true, message: 'Invoice sent successfully', data: await this.handler.execute(businessId, body) };
  }

  @Post('sendupload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'E-mail the invoice with an uploaded file (a PDF the browser made) attached instead of ours' })
  @ApiResponse({ status: 200, description: "{ success, message: 'Invoice send successfully', data: { id, email } }" })
  async sendUpload(@BusinessId() businessId: string, @Req() request: FastifyRequest) {
    if (!request.isMultipart()) throw new AppError(400, 'MULTIPART_REQUIRED', UPLOAD_MESSAGE);
    const fields: Record<string, string> = {};
    let upload: { filename: string; content: Buffer; contentType: string } | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 } })) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !upload) {
            upload = {
              filename: part.filename.replace(/[^A-Za-z0-9._-]+/g, '-') || 'invoice.pdf',
              content: await part.toBuffer(),
              contentType: part.mimetype || 'application/octet-stream',
            };
          } else part.file.resume();
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.fileTooLarge('file');
      throw new AppError(400, 'MALFORMED_MULTIPART', UPLOAD_MESSAGE);
    }
    if (!upload) throw AppError.validation([{ field: 'file', message: 'file is required' }]);
    const form = plainToInstance(SendDocumentDto, {
      id: fields.id,
      email: fields.email || undefined,
      name: fields.name || undefined,
      message: fields.message || undefined,
    });
    const problems = await validate(form);
    if (problems.length > 0) {
      throw AppError.validation(
        problems.map((problem) => ({ field: problem.property, message: Object.values(problem.constraints ?? {})[0] ?? `${problem.property} is not valid` })),
      );
    }
    return { success: true, message: 'Invoice send successfully', data: await this.handler.execute(businessId, { ...form, upload }) };
  }
}
