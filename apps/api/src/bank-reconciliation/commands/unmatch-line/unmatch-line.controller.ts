import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, PLAN_403 } from '../../http/bank-reconciliation-docs.js';
import { UnmatchLineCommand, type LineUnmatched } from './unmatch-line.command.js';

@ApiTags('bank reconciliation')
@Controller('api/v1')
export class UnmatchLineController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('bank-reconciliation/matches/:lineId')
  @ApiOperation({ summary: 'Undo a statement line’s match; owner or admin' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Match removed', data: { lineId: '3f2a…', position: '815' } } } })
  @ApiResponse(PLAN_403)
  @ApiResponse({ status: 404, description: 'MATCH_NOT_FOUND: the line is not matched (or not the business’s)' })
  async unmatch(
    @BusinessId() businessId: string,
    @Param('lineId') lineId: string,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ): Promise<{ success: true; message: string; data: LineUnmatched }> {
    const data = await this.commands.execute(new UnmatchLineCommand(businessId, lineId, idempotency, meta));
    return { success: true, message: 'Match removed', data };
  }
}
