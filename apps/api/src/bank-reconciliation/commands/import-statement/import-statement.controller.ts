import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { BANK_ACCOUNT_404, IDEMPOTENCY_HEADER, PLAN_403, STATEMENT_400 } from '../../http/bank-reconciliation-docs.js';
import { ImportStatementCommand, type StatementImported } from './import-statement.command.js';
import { STATEMENT_FILE_FIELD, readStatementUpload } from './read-statement-upload.js';

@ApiTags('bank reconciliation')
@Controller('api/v1')
export class ImportStatementController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bank-statements')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Import a bank statement (CSV) of one of the business’s bank accounts; owner or admin',
    description:
      'Reads the bank’s CSV export (a preamble above the header is fine; Debit and Credit or a signed Amount column; a Balance column, ' +
      'or the closing balance sent beside the file). Lines already imported by an earlier statement are skipped. Nothing is posted to the books.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [STATEMENT_FILE_FIELD, 'bankAccountId'],
      properties: {
        [STATEMENT_FILE_FIELD]: { type: 'string', format: 'binary', description: 'The statement as CSV, at most 5 MB' },
        bankAccountId: { type: 'string', description: 'One of the business’s bank accounts' },
        closingBalance: { type: 'string', description: 'The statement’s closing balance: required when it has no Balance column' },
      },
    },
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 201,
    schema: {
      example: {
        success: true,
        message: 'Imported 42 statement lines',
        data: { statementId: '5f0c…', lines: 42, skipped: 3, startDate: '2026-10-01', endDate: '2026-10-31', position: '812' },
      },
    },
  })
  @ApiResponse(STATEMENT_400)
  @ApiResponse(PLAN_403)
  @ApiResponse(BANK_ACCOUNT_404)
  @ApiResponse({ status: 409, description: 'STATEMENT_ALREADY_IMPORTED: every line of this statement has already been imported' })
  @ApiResponse({ status: 413, description: 'Over 5 MB' })
  async import(
    @BusinessId() businessId: string,
    @Req() request: FastifyRequest,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ): Promise<{ success: true; message: string; data: StatementImported }> {
    const upload = await readStatementUpload(request);
    // A multipart body is not the JSON the key's fingerprint is made of: the fields and the file's hash are.
    const fingerprint = sha256Hex(canonicalJson({ method: 'POST', route: '/api/v1/bank-statements', body: { ...upload.fields, file: upload.sha256 } }));
    const data = await this.commands.execute(new ImportStatementCommand(businessId, upload, { key: idempotency.key, fingerprint }, meta));
    return { success: true, message: `Imported ${data.lines} statement ${data.lines === 1 ? 'line' : 'lines'}`, data };
  }
}
