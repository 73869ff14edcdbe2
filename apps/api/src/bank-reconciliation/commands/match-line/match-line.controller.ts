import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, PLAN_403 } from '../../http/bank-reconciliation-docs.js';
import { MatchBodyDto } from '../../http/match-body.dto.js';
import { MatchLineCommand, type LineMatched } from './match-line.command.js';

@ApiTags('bank reconciliation')
@Controller('api/v1')
export class MatchLineController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bank-reconciliation/matches')
  @HttpCode(201)
  @ApiOperation({ summary: 'Match a statement line with the book entries that make it up (their amounts must add up to the line’s); owner or admin' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({
    status: 201,
    schema: { example: { success: true, message: 'Statement line matched', data: { lineId: '3f2a…', entryIds: ['b81d…'], position: '814' } } },
  })
  @ApiResponse({ status: 400, description: 'MATCH_AMOUNTS_DIFFER: the entries do not add up to the line’s amount; or lineId / entryIds missing' })
  @ApiResponse(PLAN_403)
  @ApiResponse({ status: 404, description: 'BANK_STATEMENT_LINE_NOT_FOUND; BOOK_ENTRY_NOT_FOUND: not an entry of the line’s bank account' })
  @ApiResponse({ status: 409, description: 'LINE_ALREADY_MATCHED; ENTRY_ALREADY_MATCHED: another line has the entry' })
  async match(
    @BusinessId() businessId: string,
    @Body() body: MatchBodyDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ): Promise<{ success: true; message: string; data: LineMatched }> {
    const data = await this.commands.execute(new MatchLineCommand(businessId, body.lineId, [...body.entryIds], idempotency, meta));
    return { success: true, message: 'Statement line matched', data };
  }
}
