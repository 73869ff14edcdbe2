import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { IDEMPOTENCY_HEADER, OWNER_OR_ADMIN } from '../../http/journal-docs.js';
import { ReverseJournalEntryCommand } from './reverse-journal-entry.command.js';
import { ReverseJournalEntryDto } from './reverse-journal-entry.dto.js';

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class ReverseJournalEntryController {
  constructor(private readonly commands: CommandBus) {}

  @Post('journal-entries/:id/reverse')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Reverse a manual journal entry (owner or admin)',
    description: 'Posts its lines with debit and credit swapped, dated as given (the journal’s own date by default). A journal is reversed once.',
  })
  @ApiParam({ name: 'id', description: 'The journal’s id' })
  @ApiBody({ type: ReverseJournalEntryDto, required: false })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 201, description: '{ success, message, data: { id, reference, date, position } }' })
  @ApiResponse({ status: 400, description: 'INVALID_DATE: not a date, or before the journal' })
  @ApiResponse(OWNER_OR_ADMIN)
  @ApiResponse({ status: 404, description: 'JOURNAL_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'JOURNAL_ALREADY_REVERSED; TRANSACTION_NOT_CORRECTABLE (opening balances are replaced, not reversed)' })
  async reverse(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: ReverseJournalEntryDto = {},
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new ReverseJournalEntryCommand(businessId, id, body?.date, body?.reason, idempotency, meta));
    return { success: true, message: `Journal ${data.reference} reversed`, data };
  }
}
