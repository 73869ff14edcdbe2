import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, PLAN_403, STATEMENT_404 } from '../../http/bank-reconciliation-docs.js';
import { RemoveStatementCommand, type StatementRemoved } from './remove-statement.command.js';

@ApiTags('bank reconciliation')
@Controller('api/v1')
export class RemoveStatementController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('bank-statements/:statementId')
  @ApiOperation({ summary: 'Remove a statement: its lines and their matches leave the reconciliation (its events kept); owner or admin' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Bank statement removed', data: { statementId: '5f0c…', position: '813' } } } })
  @ApiResponse(PLAN_403)
  @ApiResponse(STATEMENT_404)
  async remove(
    @BusinessId() businessId: string,
    @Param('statementId') statementId: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ): Promise<{ success: true; message: string; data: StatementRemoved }> {
    const data = await this.commands.execute(new RemoveStatementCommand(businessId, statementId, idempotency, meta));
    return { success: true, message: 'Bank statement removed', data };
  }
}
